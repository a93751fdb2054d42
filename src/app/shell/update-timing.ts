import type { PathDef } from '../paths';

/** A page inside a flow (a step, or a guest link's form): the member may be typing there. */
function isInsideFlow(page: PathDef | undefined): boolean {
  return Boolean(page?.step) || page?.layout === 'onlyHeader';
}

/**
 * Whether 新版本已就緒 may be offered on `page` (at `pathname`) for an update that arrived while the
 * member was on `arrivedOn`: at once outside a flow; inside one only between steps, i.e. once the
 * member has moved on from the step where it arrived, so a reload never lands mid-step.
 */
export function offersUpdateOn(page: PathDef | undefined, pathname: string, arrivedOn: string): boolean {
  return !isInsideFlow(page) || pathname !== arrivedOn;
}

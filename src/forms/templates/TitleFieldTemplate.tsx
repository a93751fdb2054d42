import type { TitleFieldProps } from '@rjsf/utils';

const TITLE_SUFFIX = '__title';

/**
 * The heading level of a group: the page's title is the <h1> (PageTitle), so the form's own title
 * is an <h2> and each group one level below its parent group; a group of a form whose title is not
 * shown takes that title's place. The depth is read from RJSF's id (`root_firstContact__title`);
 * Fenqi's property names have no underscore (schema lint).
 */
export function headingLevel(id: string, rootShown: boolean): number {
  const depth = id.slice(0, -TITLE_SUFFIX.length).split('_').length - 1;
  return Math.min(6, 2 + depth - (rootShown || depth === 0 ? 0 : 1));
}

/**
 * A group's heading (e.g. 第一聯絡人), left-aligned without antd's colon. The whole form's title is
 * the page's own heading, so the root title shows only when `formContext.showFormTitle` asks.
 * A plain heading styled in forms.css with antd's tokens: antd's Typography (7 KiB gzip with its
 * copy and ellipsis machinery) stays out of every form's chunk.
 */
export default function TitleFieldTemplate({ id, title, registry }: TitleFieldProps) {
  const isRoot = id === `root${TITLE_SUFFIX}`;
  const rootShown = Boolean(registry.formContext?.showFormTitle);
  if (!title || (isRoot && !rootShown)) return null;
  const Heading = `h${headingLevel(id, rootShown)}` as 'h2';
  return (
    <Heading id={id} className={`fenqi-group-title${isRoot ? ' fenqi-form-title' : ''}`}>
      {title}
    </Heading>
  );
}

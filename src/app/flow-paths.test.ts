import { erased, type FlowDefinition } from '../step-flow/flow-definition';
import { guarantorFlow } from '../flows/guarantor/guarantor-flow';
import { idVerifyFlow } from '../flows/idVerify/id-verify-flow';
import { minorFlow } from '../flows/minor/minor-flow';
import { orderFlow } from '../flows/order/order-flow';
import { vehicleFlow } from '../flows/vehicle/vehicle-flow';
import { PATH_LIST } from './paths';
import { ROUTE_PAGES } from './route-pages';

/** Every step-flow definition the app mounts. */
const FLOWS: readonly FlowDefinition[] = [
  erased(idVerifyFlow),
  erased(guarantorFlow),
  erased(vehicleFlow),
  erased(minorFlow),
  erased(orderFlow),
];

describe('step-flow paths', () => {
  it.each(FLOWS.map((flow) => [flow.name, flow] as const))(
    '%s: every step and the finish page is a route of paths.ts with a built page',
    (_name, flow) => {
      for (const path of [...flow.steps.map((step) => step.path), flow.finish.path]) {
        const route = PATH_LIST.find((candidate) => candidate.path === path);
        expect(route).toBeDefined();
        expect(ROUTE_PAGES[route!.key]).toBeDefined();
      }
    },
  );
});

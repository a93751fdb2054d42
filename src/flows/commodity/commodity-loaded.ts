import type { InterestPlan } from '../../api/v2/interest-plans';
import type { MidClause } from '../../api/v2/reference';
import type { FileCategory } from '../../api/v2/types/commodity';

/**
 * What several wizard pages read, loaded by the flow (spec §3 lookups): the interest plans, the
 * newest mid clause, and the file categories with the draft's stored files — null until asked,
 * since they need the applicant's token (step 1's credential).
 */
export interface CommodityLoaded {
  plans: InterestPlan[];
  midClause: MidClause;
  fileCategories: FileCategory[] | null;
}

/** The wizard's flow has no link context: the applicant's token (step 1) is what it works on. */
export type CommodityContext = Record<string, never>;

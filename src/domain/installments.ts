/** The installment count reserved for some careers (spec §5 hints, §9). */
export const LONGEST_INSTALLMENT = 36;

/**
 * The rule of the longest installment as members read it: the page's hint beside the installment
 * choice (uischemas/commodityPlan.json) and the server's refusal of the 36th period to other careers.
 */
export const LONGEST_INSTALLMENT_RULE = '第 36 期僅限學生、軍警消及醫護人員申辦';

/* The wizard's names in the engine (no imports: every wizard module may take them). */

/** The wizard's name in the engine's store (`state.stepFlows.commodity`). */
export const COMMODITY = 'commodity';

/** Step 5's key: its data are the contracts' agreements (the engine's contract step kind). */
export const CONFIRM_STEP = 'confirm';

import { transitionCommand } from './transition-command';

/** `reject <caseNo> <reason>`: the case is not approved; the member sees the reason. */
export const rejectCase = transitionCommand('reject', 'rejected', 'required', 'reject a case with a reason');

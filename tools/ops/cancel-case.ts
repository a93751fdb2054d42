import { transitionCommand } from './transition-command';

/** `cancel <caseNo> [reason]`: withdraw a case before it is signed. */
export const cancelCase = transitionCommand('cancel', 'cancelled', 'optional', 'cancel a case', '案件已取消');

import { transitionCommand } from './transition-command';

/** `request-supplement <caseNo> <note>`: ask the member for more documents; the note says which. */
export const requestSupplement = transitionCommand(
  'request-supplement',
  'supplement',
  'required',
  'ask the member to supplement documents',
);

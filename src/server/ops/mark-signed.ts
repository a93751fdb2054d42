import { transitionCommand } from './transition-command';

/** `mark-signed <caseNo>`: the contract of an identity-verified case is signed. */
export const markSigned = transitionCommand(
  'mark-signed',
  'signed',
  'none',
  'record the signed contract',
  '契約已簽署',
);

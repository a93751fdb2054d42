import { billingLines } from './billing-lines';
import type { OpsCommand } from './ops-command';
import { transitionCommand } from './transition-command';

const recordSigned = transitionCommand(
  'mark-signed',
  'signed',
  'none',
  'record the signed contract (starts billing: creates the repayment schedule, ATM account and barcodes)',
  '契約已簽署',
);

/**
 * `mark-signed <caseNo>`: the contract of an identity-verified case is signed, and billing starts:
 * prints the virtual account and the first period the signing created.
 */
export const markSigned: OpsCommand = {
  ...recordSigned,
  async run(ctx, args, by) {
    const lines = await recordSigned.run(ctx, args, by);
    return [...lines, ...(await billingLines(ctx, args[0]))];
  },
};

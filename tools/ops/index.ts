import { addGuarantor } from './add-guarantor';
import { addVehicleLoan } from './add-vehicle-loan';
import { approveCaseCommand } from './approve-case';
import { backupDatabase } from './backup-database';
import { cancelCase } from './cancel-case';
import { listCases } from './list-cases';
import { markPaid } from './mark-paid';
import { markSigned } from './mark-signed';
import type { AnyOpsCommand } from './ops-command';
import { rejectCase } from './reject-case';
import { requestSupplement } from './request-supplement';
import { restoreDatabase } from './restore-database';
import { reviewCase } from './review-case';
import { showCase } from './show-case';
import { sweepFiles } from './sweep-files';
import { unlockCase } from './unlock-case';
import { verifyCase } from './verify-case';

/** Every operator command of `npm run ops -- <command> …`, in the order the usage lists them. */
export const OPS_COMMANDS: readonly AnyOpsCommand[] = [
  listCases,
  showCase,
  reviewCase,
  approveCaseCommand,
  rejectCase,
  requestSupplement,
  cancelCase,
  markSigned,
  markPaid,
  addGuarantor,
  addVehicleLoan,
  unlockCase,
  backupDatabase,
  restoreDatabase,
  sweepFiles,
  verifyCase,
];

/** The usage text: one line per command. */
export function opsUsage(): string {
  const width = Math.max(...OPS_COMMANDS.map((c) => `${c.name} ${c.usage}`.length));
  return [
    'usage: npm run ops -- <command> [arguments]',
    '',
    ...OPS_COMMANDS.map((c) => `  ${`${c.name} ${c.usage}`.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

/** The command of that name, if any. */
export function findOpsCommand(name: string): AnyOpsCommand | undefined {
  return OPS_COMMANDS.find((command) => command.name === name);
}

import { clearCaseGuesses } from '../../src/server/auth/guess-limit';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/** `unlock <caseNo>`: lifts the lockout on a case's guest doors (after a guarantor called in, say). */
export const unlockCase: OpsCommand = {
  name: 'unlock',
  usage: '<caseNo>',
  summary: "lift the lockout on a case's guest doors (guarantor link by id or case number + ID number)",
  async run(ctx, args) {
    if (args.length !== 1) throw new Error('unlock takes one <caseNo>');
    const caseRow = await caseByNumber(ctx, args[0]);
    const forgotten = await clearCaseGuesses(ctx, caseRow.id);
    return [
      forgotten > 0
        ? `case ${caseRow.case_no}: guest doors unlocked (${forgotten} wrong answer(s) forgotten)`
        : `case ${caseRow.case_no}: guest doors were not locked (no wrong answers recorded)`,
    ];
  },
};

import { operatorActor } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { CASE_STATUS_LABELS, type CaseStatus } from '../../src/server/cases/case-status';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/** How a transition command takes its note: none, an optional one, or a required one. */
type NoteArgument = 'none' | 'optional' | 'required';

/**
 * An operator command that moves a case to `to` (e.g. `review <caseNo>`, `reject <caseNo> <reason>`):
 * the words after the case number form the note, kept as the case's status note and event note.
 */
export function transitionCommand(
  name: string,
  to: CaseStatus,
  note: NoteArgument,
  summary: string,
  defaultNote: string | null = null,
): OpsCommand {
  const usage =
    note === 'none' ? '<caseNo>' : note === 'optional' ? '<caseNo> [reason]' : '<caseNo> <reason>';
  return {
    name,
    usage,
    summary,
    async run(ctx, args, by) {
      const [caseNo, ...words] = args;
      const caseRow = await caseByNumber(ctx, caseNo);
      const given = words.join(' ').trim();
      if (note === 'required' && !given) throw new Error(`${name} needs a reason: ${name} ${usage}`);
      if (note === 'none' && given) throw new Error(`${name} takes no note: ${name} ${usage}`);
      const moved = await transitionCase(
        ctx,
        caseRow.id,
        to,
        by ?? operatorActor(name, null),
        given || defaultNote,
      );
      return [`${moved.case_no}: ${caseRow.status} → ${moved.status} (${CASE_STATUS_LABELS[to]})`];
    },
  };
}

import type { ServerContext } from '../context';

/** One operator command of `npm run ops -- <name> …` (staff actions that move demo and test cases on). */
export interface OpsCommand {
  name: string;
  /** Arguments as shown in the usage text, e.g. '<caseNo> [reason]'. */
  usage: string;
  summary: string;
  /** Runs the command; returns the lines to print. Throws an Error with a clear message on bad input. */
  run(ctx: ServerContext, args: readonly string[]): Promise<string[]>;
}

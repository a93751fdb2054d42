import { transitionCommand } from './transition-command';

/** `review <caseNo>`: staff start reviewing a submitted (or supplemented) case. */
export const reviewCase = transitionCommand(
  'review',
  'reviewing',
  'none',
  'start reviewing a case',
  '進入審核',
);

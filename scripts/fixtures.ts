/**
 * `npm run fixtures`: every case of `fixtures/<form>/` through the precompiled validator the
 * browser uses. One row per form, the rule coverage of spec §5, then `N passed, N failed`.
 * Exits non-zero on a failed case or on a §5 rule without an accepting and a rejecting case.
 * Options (`--form`, `--watch`, `--reporter junit|html`, `--output`): `npm run fixtures -- --help`;
 * the runner is tools/fixture-runner/.
 */
import { fixturesCli } from '../tools/fixture-runner/cli';

fixturesCli(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

/**
 * `npm run lint:schemas`: the schema lint (src/schema-lint) over `schemas/`, `uischemas/` and
 * `fixtures/` as they are on disk. Prints the findings by file with their JSON pointers and exits
 * non-zero when there is any.
 */
import { formatFindings, lintSchemas } from '../src/schema-lint';
import { appLintContext } from '../src/schema-lint/app-registries';
import { readRepoLintFiles } from '../src/schema-lint/repo-files';

const findings = lintSchemas(readRepoLintFiles(), appLintContext());
console.log(formatFindings(findings));
process.exitCode = findings.length > 0 ? 1 : 0;

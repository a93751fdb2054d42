import type { LintProject } from '../project';
import type { Finding, LintContext } from '../types';
import { uiOptions, walkUiSchemas } from '../ui-walk';

/** Options that name a lookup: `lookup` (the lookup widgets) and `…Lookup` (e.g. creditCard's `bankLookup`). */
const isLookupOption = (name: string) => name === 'lookup' || name.endsWith('Lookup');

/** `lookup-unknown`: a lookup a uiSchema names (`ui:options.lookup`, `ui:lookup`) is one the app's loaders serve. */
export function unknownLookups(project: LintProject, context: LintContext): Finding[] {
  const served = [...context.lookupNames].sort().join('、');
  return [...walkUiSchemas(project)].flatMap((at) =>
    uiOptions(at)
      .filter(
        ({ name, value }) =>
          isLookupOption(name) && !(typeof value === 'string' && context.lookupNames.has(value)),
      )
      .map(({ value, pointer }) => ({
        rule: 'lookup-unknown' as const,
        file: at.file,
        pointer,
        message: `伺服器沒有提供名為 ${JSON.stringify(value)} 的清單（lookup）；可用的有：${served}`,
      })),
  );
}

import type { Finding } from './types';

/**
 * Findings as an analyst reads them: one block per file, a line per finding with the JSON pointer
 * (`/` for the whole file), the rule id and the message; then a count.
 */
export function formatFindings(findings: Finding[]): string {
  if (findings.length === 0) return '✓ schema lint：沒有問題';
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  const blocks = [...byFile].map(([file, list]) =>
    [file, ...list.map((f) => `  ${f.pointer || '/'}  [${f.rule}]\n    ${f.message}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n\n✗ ${findings.length} 個問題，在 ${byFile.size} 個檔案中`;
}

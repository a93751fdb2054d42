import type { Diagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import { pointerRange } from './json-tree';

/** A finding on this file: where (JSON pointer) and what, in zh-TW. */
export interface EditorFinding {
  pointer: string;
  message: string;
  severity?: 'error' | 'warning';
}

/** Where JSON.parse stopped, from its message ("… at position 42"), or the end of the text. */
function syntaxErrorAt(message: string, length: number): number {
  const position = /position (\d+)/.exec(message);
  return position ? Math.min(Number(position[1]), length) : length;
}

/**
 * The editor's underlines: a JSON syntax error where the parser stopped, else each finding at the
 * property its pointer names (the first line when the pointer no longer resolves).
 */
export function jsonDiagnostics(state: EditorState, findings: readonly EditorFinding[]): Diagnostic[] {
  const text = state.doc.toString();
  try {
    JSON.parse(text);
  } catch (error) {
    const at = syntaxErrorAt((error as Error).message, text.length);
    return [
      {
        from: at,
        to: Math.min(at + 1, text.length),
        severity: 'error',
        message: `JSON 格式錯誤：${(error as Error).message}`,
      },
    ];
  }
  return findings.map((finding) => {
    const range = pointerRange(state, finding.pointer) ?? { from: 0, to: state.doc.line(1).to };
    return {
      from: range.from,
      to: range.to,
      severity: finding.severity ?? 'error',
      message: finding.pointer ? `${finding.pointer}：${finding.message}` : finding.message,
    };
  });
}

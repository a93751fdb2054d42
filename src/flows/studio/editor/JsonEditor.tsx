import { autocompletion } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { forceLinting, lintGutter, linter } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { SchemaNode } from '../../../validation/json-schema';
import { jsonDiagnostics, type EditorFinding } from './json-diagnostics';
import { metaSchemaCompletion } from './meta-schema-completion';

/** The editor's own words (search, go to line, folding, lint) in zh-TW. */
const ZH_TW_PHRASES: Record<string, string> = {
  'Go to line': '跳到第幾行',
  go: '前往',
  Find: '尋找',
  Replace: '取代',
  next: '下一個',
  previous: '上一個',
  all: '全部',
  'match case': '大小寫相符',
  regexp: '正規表示式',
  'by word': '整個字',
  replace: '取代',
  'replace all': '全部取代',
  close: '關閉',
  'Folded lines': '已摺疊的行',
  'Unfolded lines': '已展開的行',
  'Fold line': '摺疊',
  'Unfold line': '展開',
  Diagnostics: '檢查結果',
  'No diagnostics': '沒有檢查結果',
};

/** Marks the replacement of the text by a new `value` from outside: not an edit to report back. */
const fromOutside = Annotation.define<boolean>();

export interface JsonEditorProps {
  /** The text; a new value from outside (another form, a saved file) replaces what is shown. */
  value: string;
  onChange: (text: string) => void;
  /** Drives completion: what may be written where (editor/meta-schemas/). */
  metaSchema: SchemaNode;
  /** Underlined in place: the lint's and the compiler's findings on this file. */
  findings: readonly EditorFinding[];
  /** The editor's accessible name. */
  label: string;
}

/**
 * A JSON code editor (CodeMirror 6): syntax colours, brackets, search, undo, completion from the
 * file's meta-schema, and the findings underlined with their messages in the gutter and on hover.
 */
export function JsonEditor({ value, onChange, metaSchema, findings, label }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, findings });
  latest.current = { onChange, findings };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        autocompletion({ override: [metaSchemaCompletion(metaSchema)] }),
        linter((v) => jsonDiagnostics(v.state, latest.current.findings), { delay: 150 }),
        lintGutter(),
        EditorView.lineWrapping,
        EditorState.phrases.of(ZH_TW_PHRASES),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          const edited = update.transactions.some((t) => t.docChanged && !t.annotation(fromOutside));
          if (edited) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    // The scroller is a stop of its own, so the keyboard can scroll a long file (axe: scrollable-region-focusable).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per mount; value and findings reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metaSchema, label]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: fromOutside.of(true),
      });
    }
  }, [value]);

  useEffect(() => {
    if (view.current) forceLinting(view.current);
  }, [findings]);

  return <div ref={host} className="fenqi-json-editor" data-testid={`editor-${label}`} />;
}

import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorView } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import type { SchemaNode } from '../../../validation/json-schema';
import { containerPath, objectProperties, propertyNameText } from './json-tree';
import { nodesAt, propertySuggestions, valueSuggestions, type Suggestion } from './meta-schema';

/** The innermost Object or Array around a position. */
function containerAt(node: SyntaxNode | null): SyntaxNode | null {
  for (let at = node; at; at = at.parent) if (at.name === 'Object' || at.name === 'Array') return at;
  return null;
}

/** Inserts `text` for the typed word, and over the string's closing quote when there is one. */
const insertOver =
  (text: string, quoted: boolean) =>
  (view: EditorView, _completion: Completion, from: number, to: number): void => {
    const end = quoted && view.state.sliceDoc(to, to + 1) === '"' ? to + 1 : to;
    view.dispatch({
      changes: { from, to: end, insert: text },
      selection: { anchor: from + text.length },
      userEvent: 'input.complete',
    });
  };

const toCompletion = (suggestion: Suggestion, type: string, apply: string, quoted: boolean): Completion => ({
  label: suggestion.label,
  type,
  apply: insertOver(apply, quoted),
  ...(suggestion.info ? { info: suggestion.info } : {}),
});

/**
 * Completion driven by a meta-schema (editor/meta-schemas/): inside an object it offers the
 * property names the meta-schema declares there (the keywords of a schema, Fenqi's among them;
 * the ui: options of a uiSchema) with their descriptions; after a colon it offers the values it
 * allows (widget names, booleans, enum members). Names already present are not offered again.
 */
export function metaSchemaCompletion(metaSchema: SchemaNode): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const { state, pos } = context;
    const word = context.matchBefore(/"?[^\s"{}[\],:]*$/);
    if (!context.explicit && (!word || word.from === word.to)) return null;
    const start = word ? word.from : pos;
    // Inside a string the completion filters on its text and replaces it with its closing quote.
    const quoted = word?.text.startsWith('"') ?? false;
    const from = quoted ? start + 1 : start;
    const before = state.sliceDoc(Math.max(0, start - 200), start).trimEnd();
    const last = before.slice(-1);
    const node = syntaxTree(state).resolveInner(start, 1);
    const container = containerAt(node.name === 'Object' || node.name === 'Array' ? node : node.parent);
    if (!container) return null;
    const path = containerPath(state, container);
    if (container.name === 'Object' && (last === '{' || last === ',')) {
      const present = new Set(
        objectProperties(container)
          .map((p) => p.getChild('PropertyName'))
          .filter((name): name is SyntaxNode => name !== null && name.from !== start)
          .map((name) => propertyNameText(state, name)),
      );
      const options = propertySuggestions(metaSchema, nodesAt(metaSchema, path))
        .filter((s) => !present.has(s.label))
        .map((s) => toCompletion(s, 'property', `${quoted ? '' : '"'}${s.label}": `, quoted));
      return options.length ? { from, options } : null;
    }
    if (last === ':' || (container.name === 'Array' && (last === '[' || last === ','))) {
      const key = /"((?:[^"\\]|\\.)*)"\s*:$/.exec(before);
      const valuePath =
        last === ':' ? (key ? [...path, JSON.parse(`"${key[1]}"`) as string] : null) : [...path, '0'];
      if (!valuePath) return null;
      const options = valueSuggestions(nodesAt(metaSchema, valuePath))
        .filter((s) => !quoted || typeof s.value === 'string')
        .map((s) => {
          const json = JSON.stringify(s.value);
          const label = typeof s.value === 'string' ? s.value : json;
          return toCompletion({ ...s, label }, 'constant', quoted ? json.slice(1) : json, quoted);
        });
      return options.length ? { from, options } : null;
    }
    return null;
  };
}

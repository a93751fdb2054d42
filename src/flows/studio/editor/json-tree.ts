import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

/** A property name's text without its quotes (JSON escapes read as JSON reads them). */
export function propertyNameText(state: EditorState, node: SyntaxNode): string {
  const raw = state.sliceDoc(node.from, node.to);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

/** The value node of a Property (what follows its colon), if it has one. */
function propertyValue(property: SyntaxNode): SyntaxNode | null {
  for (let child = property.firstChild; child; child = child.nextSibling) {
    if (child.name !== 'PropertyName' && child.name !== ':') return child;
  }
  return null;
}

function arrayItems(array: SyntaxNode): SyntaxNode[] {
  const items: SyntaxNode[] = [];
  for (let child = array.firstChild; child; child = child.nextSibling) {
    if (!['[', ']', ',', '⚠'].includes(child.name)) items.push(child);
  }
  return items;
}

/** The Property nodes of an Object node, in order. */
export function objectProperties(object: SyntaxNode): SyntaxNode[] {
  const properties: SyntaxNode[] = [];
  for (let child = object.firstChild; child; child = child.nextSibling) {
    if (child.name === 'Property') properties.push(child);
  }
  return properties;
}

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Where a JSON pointer's target sits in the document: the whole property (name and value) when
 * it is an object member, the item when it is an array item, the whole text for "". Null when the
 * document does not parse that far (the finding then shows on the first line).
 */
export function pointerRange(state: EditorState, pointer: string): { from: number; to: number } | null {
  const top = syntaxTree(state).topNode;
  let value: SyntaxNode | null = top.firstChild;
  let range: SyntaxNode | null = value;
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(decodeSegment);
  for (const segment of segments) {
    if (!value) return null;
    if (value.name === 'Object') {
      const property = objectProperties(value).find((p) => {
        const name = p.getChild('PropertyName');
        return name !== null && propertyNameText(state, name) === segment;
      });
      if (!property) return null;
      range = property;
      value = propertyValue(property);
    } else if (value.name === 'Array') {
      const item: SyntaxNode | undefined = arrayItems(value)[Number(segment)];
      if (!item) return null;
      range = item;
      value = item;
    } else {
      return null;
    }
  }
  return range ? { from: range.from, to: range.to } : { from: 0, to: state.doc.length };
}

/**
 * The path (keys and array indexes) of the object or array that contains `node`, found by
 * walking up the syntax tree: what a completion at that place is about.
 */
export function containerPath(state: EditorState, node: SyntaxNode): string[] {
  const path: string[] = [];
  let child: SyntaxNode = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && child.name !== 'PropertyName') {
      const name = parent.getChild('PropertyName');
      if (name) path.unshift(propertyNameText(state, name));
    } else if (parent.name === 'Array') {
      const index = arrayItems(parent).findIndex((item) => item.from === child.from);
      if (index >= 0) path.unshift(String(index));
    }
  }
  return path;
}

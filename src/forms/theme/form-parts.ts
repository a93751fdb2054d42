import { ARRAY_TEMPLATES, LAZY_FIELDS, LAZY_WIDGETS } from './fenqi-theme';
import { partNamesOfForm, type FormPartNames } from '../../validation/form-part-names';
import type { PreloadableComponent } from '../../ui/preloadable';

type Part = PreloadableComponent<never>;

/** The lazily loaded widgets, fields and templates of these names (eager ones are left out). */
export function partsNamed({ widgets, fields, lists }: FormPartNames): Set<Part> {
  const parts = new Set<Part>();
  for (const name of widgets) if (LAZY_WIDGETS[name]) parts.add(LAZY_WIDGETS[name] as Part);
  for (const name of fields) if (LAZY_FIELDS[name]) parts.add(LAZY_FIELDS[name] as Part);
  if (lists) for (const template of Object.values(ARRAY_TEMPLATES)) parts.add(template as Part);
  return parts;
}

/** The lazily loaded widgets, fields and templates a form will render (a superset is fine). */
export function partsOfForm(schema: unknown, uiSchema: unknown): Set<Part> {
  return partsNamed(partNamesOfForm(schema, uiSchema));
}

/**
 * Fetches every lazy part of these names, so the form renders whole at once; a form without a
 * select, a date or an upload (the login form) fetches none of them.
 */
export async function preloadFormParts(names: FormPartNames): Promise<void> {
  await Promise.all([...partsNamed(names)].map((part) => part.preload()));
}

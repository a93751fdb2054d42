import type { FormModule } from '../validation/form-module';
import type { SchemaNode } from '../validation/json-schema';
import { assertKnownWidgets } from './registry';
import { preloadFormParts } from './theme/form-parts';

const cache = new Map<string, Promise<FormModule>>();

/**
 * Loads a form's precompiled module (schema, uiSchema, validators) as its own lazy chunk and
 * checks its uiSchema against the widget registry once; resolves when the widgets and fields the
 * form uses (each its own chunk) have loaded too.
 */
export function loadForm(name: string): Promise<FormModule> {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) return Promise.reject(new Error(`Bad form name "${name}"`));
  let pending = cache.get(name);
  if (!pending) {
    pending = (
      import(
        /* webpackChunkName: "form-[request]" */ `../../.generated/forms/${name}.js`
      ) as Promise<FormModule>
    ).then(async (form) => {
      assertKnownWidgets(form.uiSchema, form.schema as SchemaNode);
      await preloadFormParts(form.schema, form.uiSchema);
      return form;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

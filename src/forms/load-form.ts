import formParts from '../../.generated/form-parts.json';
import type { FormModule } from '../validation/form-module';
import { partNamesOfForm, type FormPartNames } from '../validation/form-part-names';
import type { SchemaNode } from '../validation/json-schema';
import { assertKnownWidgets } from './registry';
import { preloadFormParts } from './theme/form-parts';

/** The parts each built form draws (`npm run precompile`), known before its module arrives. */
const PARTS_OF: Readonly<Record<string, FormPartNames | undefined>> = formParts;

const cache = new Map<string, Promise<FormModule>>();
/** The forms whose module (and parts) have arrived, for a render that must not wait a tick. */
const loaded = new Map<string, FormModule>();
/** Forms a render asked for, loaded or not (a prerender collects them: the app loads them before it hydrates). */
const asked = new Set<string>();

/**
 * Loads a form's precompiled module (schema, uiSchema, validators) as its own lazy chunk and
 * checks its uiSchema against the widget registry once; resolves when the widgets and fields the
 * form uses (each its own chunk) have loaded too. They are fetched together with the module, as
 * the build listed them (on a phone's network, one round trip instead of two); a form the list
 * does not know yet (a schema changed under a watching build) has its parts found in its module.
 */
export function loadForm(name: string): Promise<FormModule> {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) return Promise.reject(new Error(`Bad form name "${name}"`));
  let pending = cache.get(name);
  if (!pending) {
    const listed = PARTS_OF[name];
    pending = Promise.all([
      import(
        /* webpackChunkName: "form-[request]" */ `../../.generated/forms/${name}.js`
      ) as Promise<FormModule>,
      listed && preloadFormParts(listed),
    ]).then(async ([form]) => {
      assertKnownWidgets(form.uiSchema, form.schema as SchemaNode);
      if (!listed) await preloadFormParts(partNamesOfForm(form.schema, form.uiSchema));
      loaded.set(name, form);
      return form;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/**
 * The form's module when it has loaded already (with its parts), else undefined. A page whose
 * forms were loaded before its first render (a prerendered page before hydration) draws them at
 * once, as the HTML it takes over shows them; otherwise the form renders its loading state first.
 */
export function loadedForm(name: string): FormModule | undefined {
  asked.add(name);
  return loaded.get(name);
}

/**
 * The forms a render asked for since the last call (then forgotten): `drawn`, loaded already (the
 * render drew them), and `missing`, to load before the next render can draw them.
 */
export function takeAskedForms(): { drawn: string[]; missing: string[] } {
  const names = [...asked];
  asked.clear();
  return {
    drawn: names.filter((name) => loaded.has(name)),
    missing: names.filter((name) => !loaded.has(name)),
  };
}

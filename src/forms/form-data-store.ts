import { useCallback, useSyncExternalStore } from 'react';
import type { FenqiFormContext } from './form-context';
import { createValueStore, type ValueStore } from './value-store';

/** The whole form's current data, for the few widgets that depend on other fields. */
export type FormDataStore = ValueStore<unknown>;

/**
 * A small store of the form's data, handed to widgets through a formContext that keeps its
 * identity while the member types: putting the data itself in formContext would make RJSF see a
 * new registry on every keystroke and re-render every field of the form.
 */
export function createFormDataStore(initial: unknown): FormDataStore {
  return createValueStore(initial);
}

const NO_STORE: FormDataStore['subscribe'] = () => () => undefined;

/**
 * What `select` picks from the form's data; the widget re-renders only when that changes
 * (compare with `Object.is`, so select a primitive such as a serialised key). Reads the store
 * FormView provides, or a plain `formContext.formData` (widget tests, other hosts).
 */
export function useFormDataSelector<T>(
  formContext: FenqiFormContext | undefined,
  select: (data: unknown) => T,
): T {
  const store = formContext?.formDataStore;
  const read = useCallback(
    () => select(store ? store.get() : formContext?.formData),
    [store, formContext, select],
  );
  return useSyncExternalStore(store?.subscribe ?? NO_STORE, read, read);
}

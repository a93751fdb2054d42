import { useEffect, useState } from 'react';
import type { FormModule } from '../validation/form-module';
import { loadForm, loadedForm } from './load-form';

/**
 * A form's module for a component that reads the form's own words or bounds (not one that draws
 * it): at once when loaded already, else after it loads. Undefined until then, or when `enabled` is false.
 */
export function useLoadedForm(name: string, enabled = true): FormModule | undefined {
  const [module, setModule] = useState<FormModule | undefined>(() => loadedForm(name));
  useEffect(() => {
    if (module?.name === name || !enabled) return;
    let live = true;
    void loadForm(name).then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [name, module, enabled]);
  return module?.name === name ? module : undefined;
}

import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useRef, useState } from 'react';

/** RJSF's field id for an error's dotted property (`.firstContact.name` → `root_firstContact_name`). */
function fieldIdOf(property: string | undefined): string {
  return ['root', ...(property ?? '').split('.').filter(Boolean)].join('_');
}

/**
 * Shows a field's errors only after the user has left that field, or once a submit was tried:
 * live validation on blur would otherwise flag every untouched field of the form at once.
 */
export function useTouchedErrors() {
  const touched = useRef(new Set<string>());
  const submitTried = useRef(false);
  const [, rerender] = useState(0);

  const onBlur = useCallback((id: string) => {
    if (touched.current.has(id)) return;
    touched.current.add(id);
    rerender((n) => n + 1);
  }, []);

  const onSubmitCapture = useCallback(() => {
    submitTried.current = true;
  }, []);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      submitTried.current
        ? errors
        : errors.filter((error) => {
            const id = fieldIdOf(error.property);
            return [...touched.current].some((t) => t === id || id.startsWith(`${t}_`));
          }),
    [],
  );

  return { onBlur, onSubmitCapture, transformErrors };
}

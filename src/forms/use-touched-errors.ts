import type Form from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useRef, useState } from 'react';

/** RJSF's field id for an error's dotted property (`.firstContact.name` → `root_firstContact_name`). */
function fieldIdOf(property: string | undefined): string {
  return ['root', ...(property ?? '').split('.').filter(Boolean)].join('_');
}

/** Whether an error belongs to the field `id` or to a part of it (an address's city, say). */
const isErrorOf = (id: string) => (error: RJSFValidationError) => {
  const errorId = fieldIdOf(error.property);
  return errorId === id || errorId.startsWith(`${id}_`);
};

/**
 * Shows a field's errors only after the user has left that field, or once a submit was tried:
 * live validation on blur would otherwise flag every untouched field of the form at once.
 * A field that already shows an error is judged again as soon as its value changes (`onChange`,
 * through the form in `formRef`), so 「請輸入存摺帳號」 leaves once the account is typed rather
 * than when the member leaves the field; a field without an error still waits for its blur.
 */
export function useTouchedErrors() {
  const touched = useRef(new Set<string>());
  const submitTried = useRef(false);
  const [, rerender] = useState(0);
  const formRef = useRef<Form>(null);

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

  // RJSF validates on blur only: the changed field's blur is replayed, which validates the form as
  // that blur would have. Its reply reports the same field again, now matching what it shows, so
  // the replay ends there (RJSF reports a blur only when the errors changed).
  const onChange = useCallback(
    (shown: readonly RJSFValidationError[] | undefined, id: string | undefined) => {
      if (id && shown?.some(isErrorOf(id))) formRef.current?.onBlur(id, undefined);
    },
    [],
  );

  return { formRef, onBlur, onChange, onSubmitCapture, transformErrors };
}

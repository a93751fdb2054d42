import { useLayoutEffect } from 'react';

/**
 * Ties a field's error to its control (WCAG 3.3.1 / 4.1.2), whatever widget renders
 * it: while the field shows an error its control is `aria-invalid` and its aria-describedby names
 * the error (`<id>__error`, FieldErrorTemplate). antd's inputs take no aria-invalid through RJSF's
 * templates, and some of Fenqi's widgets set no aria-describedby; each would otherwise need its
 * own. The control is the element with the field's id (RJSF's contract: the label's `for`).
 */
export function useInvalidMark(id: string, invalid: boolean): void {
  useLayoutEffect(() => {
    const control = document.getElementById(id);
    if (!control) return;
    if (!invalid) {
      control.removeAttribute('aria-invalid');
      return;
    }
    control.setAttribute('aria-invalid', 'true');
    const errorId = `${id}__error`;
    const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(errorId))
      control.setAttribute('aria-describedby', [errorId, ...described].join(' '));
  });
}

/*
 * A form field's message as the app ties it to the control: the FieldErrorTemplate draws it with
 * the id `<control id>__error` (role="alert"), and the control names it in its aria-describedby
 * (src/forms/templates/use-invalid-mark.ts). A test finds it from the control, not by antd's box.
 */

/** The message line of the field whose control is `control`, or null while it shows none. */
export const errorOf = (control: HTMLElement): HTMLElement | null =>
  document.getElementById(`${control.id}__error`);

/** The text of that message line; '' while the field shows none. */
export const errorTextOf = (control: HTMLElement): string => errorOf(control)?.textContent ?? '';

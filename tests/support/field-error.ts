import { waitFor, within } from '@testing-library/react';

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

/** Waits until the field of `control` shows `message` in its message line; the message's element. */
export function findErrorOf(control: HTMLElement, message: string): Promise<HTMLElement> {
  return waitFor(() => {
    const line = errorOf(control);
    if (!line) throw new Error(`${control.id} shows no message (waiting for ${message})`);
    return within(line).getByText(message);
  });
}

/** A field item showing an error (antd marks it `<prefix>-form-item-has-error`), or a control marked invalid. */
const INVALID = '[class*="-form-item-has-error"], [aria-invalid="true"]';

/** What can take the focus inside an invalid item: its input, select search box, radio or upload tile. */
const CONTROL =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), ' +
  'select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first field that shows an error, in the order the form shows its fields, and
 * scrolls that field's item (label, control, message) to the middle of the screen. RJSF's own
 * focusOnFirstError takes the first error ajv reports, which follows the schema's keywords (the
 * root's `required` list before a nested object's own), not the page: a missing 身分類別 was
 * focused while 戶籍縣市 above it was empty too. Answers whether a field took the focus.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  for (const invalid of Array.from(container?.querySelectorAll<HTMLElement>(INVALID) ?? [])) {
    const controls = invalid.matches(CONTROL)
      ? [invalid]
      : Array.from(invalid.querySelectorAll<HTMLElement>(CONTROL));
    // The first control that takes the focus: an upload's own file input is not drawn (its tile
    // is the button), a read-only part (a postal code) is skipped; then the next invalid item.
    for (const control of controls) {
      control.focus({ preventScroll: true });
      if (document.activeElement !== control) continue;
      const item = control.closest<HTMLElement>('[class*="-form-item"]') ?? control;
      item.scrollIntoView?.({ block: 'center' });
      return true;
    }
  }
  return false;
}

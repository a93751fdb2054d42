import JsBarcode from 'jsbarcode';

/** Blank modules before and after every barcode: Code 39 asks for at least 10 narrow-bar widths. */
export const QUIET_ZONE_MODULES = 10;

/**
 * The Code 39 symbol of `value` as modules, '1' a bar and '0' a space, one narrow-bar width each
 * (a wide element is three): JsBarcode's encoder, asked through its object renderer so that the
 * drawing is ours and every module can be given whole device pixels. Null when Code 39 cannot
 * carry the value.
 */
export function code39Modules(value: string): string | null {
  const target: { encodings?: { data: string }[] } = {};
  try {
    JsBarcode(target, value, { format: 'CODE39' });
  } catch {
    return null;
  }
  // JsBarcode's stop character carries the inter-character gap after it; the quiet zone is ours.
  const modules = (target.encodings?.map((encoding) => encoding.data).join('') ?? '').replace(/0+$/, '');
  return /^1[01]*$/.test(modules) ? modules : null;
}

/** The whole symbol's width in modules, quiet zones included. */
export function symbolModules(modules: string): number {
  return modules.length + 2 * QUIET_ZONE_MODULES;
}

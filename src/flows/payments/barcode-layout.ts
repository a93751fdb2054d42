/** The narrowest module drawn, in device pixels: one pixel blurs into its neighbours when scanned. */
export const MIN_MODULE_PX = 2;
/** Space between the upright barcodes, CSS pixels (barcode.css has the same). */
export const UPRIGHT_GAP_CSS = 12;
/** Room for the printed value beside an upright barcode, CSS pixels. */
export const UPRIGHT_TEXT_CSS = 20;

/** How the three store barcodes are drawn on this screen. */
export interface BarcodeLayout {
  /** One module (narrow bar or space), in whole device pixels. */
  modulePx: number;
  /** The bars' length across the symbol (their height when lying, width when upright), device pixels. */
  barPx: number;
  /** Drawn turned a quarter clockwise, side by side: the screen is too narrow for them lying down. */
  upright: boolean;
}

/**
 * The module size and orientation for segments whose longest is `longestModules` modules (quiet
 * zones included) on a sheet `cssWidth` CSS pixels wide at `dpr` device pixels per CSS pixel. Every
 * module is the same whole number of device pixels, at least MIN_MODULE_PX, as large as the width
 * allows, so a scanner sees clean, equal bars whatever the screen's density. When even two pixels
 * a module do not fit across (a 360 px screen at 1×), the barcodes stand upright side by side and
 * run down the screen's height instead.
 */
export function barcodeLayout(longestModules: number, cssWidth: number, dpr: number): BarcodeLayout {
  const ratio = dpr > 0 ? dpr : 1;
  const devicePx = Math.floor(cssWidth * ratio);
  const fit = Math.floor(devicePx / longestModules);
  if (fit >= MIN_MODULE_PX) {
    // Bars at least 15 % of the symbol's length (Code 39's guidance) and never under 64 CSS px.
    const barPx = Math.max(Math.round(fit * longestModules * 0.15), Math.round(64 * ratio));
    return { modulePx: fit, barPx, upright: false };
  }
  const column = (cssWidth - 2 * UPRIGHT_GAP_CSS) / 3 - UPRIGHT_TEXT_CSS;
  return { modulePx: MIN_MODULE_PX, barPx: Math.floor(Math.min(88, column) * ratio), upright: true };
}

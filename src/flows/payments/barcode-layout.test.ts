import { barcodeLayout, MIN_MODULE_PX } from './barcode-layout';
import { code39Modules, QUIET_ZONE_MODULES, symbolModules } from './barcode-modules';

describe('store barcode modules and layout', () => {
  it('encodes Code 39 as modules, wide elements three modules, with the quiet zones counted', () => {
    const modules = code39Modules('2026112000000101');
    // Start and stop (16 and 15 modules) around 16 characters of 16 modules each.
    expect(modules).toHaveLength(16 + 16 * 16 + 15);
    expect(modules).toMatch(/^1(0|000)1/);
    expect(modules?.split(/0+/).every((bar) => bar === '1' || bar === '111')).toBe(true);
    expect(symbolModules(modules ?? '')).toBe(modules!.length + 2 * QUIET_ZONE_MODULES);
    expect(code39Modules('ab~')).toBeNull();
  });

  it('gives every module the same whole number of device pixels, as many as fit', () => {
    const longest = symbolModules(code39Modules('2026112000000101') ?? ''); // 307
    expect(barcodeLayout(longest, 360, 3)).toMatchObject({ modulePx: 3, upright: false }); // 921 of 1080
    expect(barcodeLayout(longest, 360, 2)).toMatchObject({ modulePx: 2, upright: false });
    expect(barcodeLayout(longest, 694, 1)).toMatchObject({ modulePx: 2, upright: false });
    expect(barcodeLayout(longest, 400, 2.625)).toMatchObject({ modulePx: 3, upright: false });
    for (const layout of [barcodeLayout(longest, 360, 3), barcodeLayout(longest, 694, 1)])
      expect(Number.isInteger(layout.barPx) && layout.barPx >= 64).toBe(true);
  });

  it('stands the barcodes upright when two pixels a module do not fit across (360 px at 1×)', () => {
    const longest = symbolModules(code39Modules('2026112000000101') ?? '');
    const layout = barcodeLayout(longest, 360, 1);
    expect(layout).toEqual({ modulePx: MIN_MODULE_PX, barPx: 88, upright: true });
    expect(barcodeLayout(longest, 360, 1.5).upright).toBe(true);
    expect(barcodeLayout(longest, 320, 1).barPx).toBe(78);
  });
});

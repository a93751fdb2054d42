import { useLayoutEffect, useRef } from 'react';
import type { BarcodeLayout } from '../barcode-layout';
import { QUIET_ZONE_MODULES, symbolModules } from '../barcode-modules';

/**
 * Draws the modules into the canvas, one module `modulePx` device pixels, black on white, with the
 * quiet zones; the canvas is shown at exactly its bitmap size (bitmap ÷ dpr CSS pixels), so no bar
 * is ever resampled across pixels.
 */
function drawModules(canvas: HTMLCanvasElement, modules: string, layout: BarcodeLayout, dpr: number) {
  const length = symbolModules(modules) * layout.modulePx;
  const [width, height] = layout.upright ? [layout.barPx, length] : [length, layout.barPx];
  canvas.width = width;
  canvas.height = height;
  canvas.style.width = `${width / dpr}px`;
  canvas.style.height = `${height / dpr}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  for (const bar of modules.matchAll(/1+/g)) {
    const at = (QUIET_ZONE_MODULES + bar.index) * layout.modulePx;
    const size = bar[0].length * layout.modulePx;
    if (layout.upright) ctx.fillRect(0, at, width, size);
    else ctx.fillRect(at, 0, size, height);
  }
}

/**
 * One convenience-store barcode segment (Code 39) drawn on a canvas in whole device pixels (see
 * barcode-layout.ts), with its value printed beside it for a clerk to key in; lying down, or
 * upright (turned a quarter clockwise) on a screen too narrow for it. `modules` null: a value Code
 * 39 cannot carry, shown as text only.
 */
export function StoreBarcode({
  label,
  value,
  modules,
  layout,
  dpr,
}: {
  label: string;
  value: string;
  modules: string | null;
  layout: BarcodeLayout;
  dpr: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    if (canvas.current && modules) drawModules(canvas.current, modules, layout, dpr);
  }, [modules, layout, dpr]);
  return (
    <figure className="fenqi-barcode" data-testid="store-barcode" data-value={value}>
      <figcaption className="fenqi-barcode-label">{label}</figcaption>
      <div className="fenqi-barcode-body">
        {modules && (
          <canvas ref={canvas} className="fenqi-barcode-bars" role="img" aria-label={`${label}：${value}`} />
        )}
        <p className="fenqi-barcode-text">{value}</p>
      </div>
    </figure>
  );
}

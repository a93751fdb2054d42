import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * One convenience-store barcode segment drawn with JsBarcode as Code 39 into an SVG: black on
 * white, a quiet zone of ten narrow bars each side, the text below. The SVG keeps its viewBox and
 * is scaled by CSS to `share` of the sheet's width, so all three segments get the same bar width
 * (the longest spans the screen) and the same bar height.
 */
export function StoreBarcode({
  label,
  value,
  share,
  onMeasured,
}: {
  label: string;
  value: string;
  /** This segment's width as a fraction of the widest (1 for the widest); null until measured. */
  share: number | null;
  /** Reports the drawn width (in the SVG's own units) once drawn. */
  onMeasured: (value: string, width: number) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    if (!svg.current) return;
    try {
      JsBarcode(svg.current, value, {
        format: 'CODE39',
        width: 2,
        height: 110,
        margin: 0,
        marginLeft: 20,
        marginRight: 20,
        marginTop: 8,
        marginBottom: 6,
        displayValue: true,
        font: 'monospace',
        fontSize: 24,
        textMargin: 4,
        background: '#ffffff',
        lineColor: '#000000',
      });
      setFailed(false);
      onMeasured(
        value,
        svg.current.viewBox.baseVal?.width || Number.parseFloat(svg.current.getAttribute('width') ?? '0'),
      );
    } catch {
      // A value Code 39 cannot carry: show it as text so the clerk can key it in.
      setFailed(true);
    }
  }, [value, onMeasured]);
  return (
    <figure className="fenqi-barcode" data-testid="store-barcode">
      <figcaption className="fenqi-barcode-label">{label}</figcaption>
      <svg
        ref={svg}
        className="fenqi-barcode-svg"
        role="img"
        aria-label={`${label}：${value}`}
        style={failed ? { display: 'none' } : { width: `${(share ?? 1) * 100}%` }}
      />
      {failed && <p className="fenqi-barcode-text">{value}</p>}
    </figure>
  );
}

import { useCallback, useState } from 'react';
import type { PaymentBarcode } from '../../../api/v2/payments';
import { StoreBarcode } from './StoreBarcode';

const SEGMENTS = [
  { key: 'barcode1', label: '第一段' },
  { key: 'barcode2', label: '第二段' },
  { key: 'barcode3', label: '第三段' },
] as const;

/** The three segments on one white sheet, drawn at one common scale (see StoreBarcode). */
export function BarcodeSheet({ barcode }: { barcode: PaymentBarcode }) {
  const [widths, setWidths] = useState<Record<string, number>>({});
  const measured = useCallback(
    (value: string, width: number) =>
      setWidths((known) => (known[value] === width ? known : { ...known, [value]: width })),
    [],
  );
  const widest = Math.max(0, ...SEGMENTS.map(({ key }) => widths[barcode[key]] ?? 0));
  return (
    <div className="fenqi-barcode-sheet" data-testid="barcode-sheet">
      {SEGMENTS.map(({ key, label }) => {
        const width = widths[barcode[key]];
        return (
          <StoreBarcode
            key={key}
            label={label}
            value={barcode[key]}
            share={width && widest ? width / widest : null}
            onMeasured={measured}
          />
        );
      })}
    </div>
  );
}

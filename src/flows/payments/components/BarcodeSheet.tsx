import { Typography } from 'antd';
import { useMemo, useRef } from 'react';
import type { PaymentBarcode } from '../../../api/v2/payments';
import { barcodeLayout } from '../barcode-layout';
import { code39Modules, symbolModules } from '../barcode-modules';
import { useSheetMetrics } from '../use-sheet-metrics';
import { StoreBarcode } from './StoreBarcode';

const SEGMENTS = [
  { key: 'barcode1', label: '第一段' },
  { key: 'barcode2', label: '第二段' },
  { key: 'barcode3', label: '第三段' },
] as const;

/**
 * The three segments on one white sheet, every module the same whole number of device pixels (the
 * longest segment decides how many fit), redrawn when the width or the screen's density changes.
 */
export function BarcodeSheet({ barcode }: { barcode: PaymentBarcode }) {
  const sheet = useRef<HTMLDivElement>(null);
  const { cssWidth, dpr } = useSheetMetrics(sheet);
  const segments = useMemo(
    () =>
      SEGMENTS.map(({ key, label }) => ({
        key,
        label,
        value: barcode[key],
        modules: code39Modules(barcode[key]),
      })),
    [barcode],
  );
  const longest = Math.max(...segments.map(({ modules }) => (modules ? symbolModules(modules) : 0)));
  const layout = useMemo(
    () => (cssWidth > 0 && longest > 0 ? barcodeLayout(longest, cssWidth, dpr) : null),
    [longest, cssWidth, dpr],
  );
  return (
    <div
      ref={sheet}
      className={`fenqi-barcode-sheet${layout?.upright ? ' fenqi-barcode-sheet-upright' : ''}`}
      data-testid="barcode-sheet"
      data-module-px={layout?.modulePx}
    >
      {layout?.upright && (
        <Typography.Paragraph className="fenqi-barcode-upright-hint">
          螢幕較窄，條碼改為直向顯示，店員可直接掃描；將手機橫放即可橫向顯示。
        </Typography.Paragraph>
      )}
      {layout && (
        <div className="fenqi-barcode-row">
          {segments.map(({ key, label, value, modules }) => (
            <StoreBarcode key={key} label={label} value={value} modules={modules} layout={layout} dpr={dpr} />
          ))}
        </div>
      )}
    </div>
  );
}

import { ConfigProvider } from 'antd';
import RowContext from 'antd/es/grid/RowContext';
import { useRowStyle } from 'antd/es/grid/style';
import { useContext, useMemo, type ReactNode } from 'react';

/**
 * antd's Row with a fixed horizontal gutter, without the Row's watch of the screen: a Row follows
 * six media queries of its own and draws itself again as it mounts (a synchronous render inside
 * the app's take-over of a page), though a fixed gutter never changes with the screen. The same
 * element, classes and styles (GutterRow.test.tsx compares them); antd's Cols inside take the
 * gutter from the same context and keep their responsive spans, which are CSS.
 */
export function GutterRow({ gutter, children }: { gutter: number; children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('row');
  const [hashId, cssVarCls] = useRowStyle(prefixCls);
  const context = useMemo(() => ({ gutter: [gutter, 0] as [number, number] }), [gutter]);
  const className = [prefixCls, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls]
    .filter(Boolean)
    .join(' ');
  return (
    <RowContext.Provider value={context}>
      <div className={className} style={{ marginInline: `${gutter / -2}px`, rowGap: 0 }}>
        {children}
      </div>
    </RowContext.Provider>
  );
}

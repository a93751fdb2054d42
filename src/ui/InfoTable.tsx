import { ConfigProvider } from 'antd';
import DescriptionsContext from 'antd/es/descriptions/DescriptionsContext';
import DescriptionsRow from 'antd/es/descriptions/Row';
import useDescriptionsStyle from 'antd/es/descriptions/style';
import { useContext, type ReactNode } from 'react';

/** One line of the table: its label and what it says. */
export interface InfoTableItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Props of InfoTable. */
export interface InfoTableProps {
  items: readonly InfoTableItem[];
  title?: ReactNode;
  /** Beside the title (e.g. a 修改 link). */
  extra?: ReactNode;
  className?: string;
}

/** What antd's Descriptions gives its rows when nothing styles them. */
const ROWS_CONTEXT = { styles: {}, classNames: {} };

/**
 * antd's small, bordered Descriptions in one column, without its watch of the screen: Descriptions
 * follows six media queries and draws itself again synchronously as it mounts, though one column
 * never changes with the screen (inside the app's take-over of a guest link that was a redraw of
 * the case's tables in the commit). The same elements, classes and styles
 * (InfoTable.test.tsx compares them), with antd's own rows and cells.
 */
export function InfoTable({ items, title, extra, className }: InfoTableProps) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('descriptions');
  const [hashId, cssVarCls] = useDescriptionsStyle(prefixCls);
  const rootClass = [
    prefixCls,
    `${prefixCls}-small`,
    `${prefixCls}-bordered`,
    direction === 'rtl' && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  const hasHeader = title !== undefined || (extra !== undefined && extra !== false && extra !== null);
  return (
    <DescriptionsContext.Provider value={ROWS_CONTEXT}>
      <div className={rootClass}>
        {hasHeader && (
          <div className={`${prefixCls}-header`}>
            {title !== undefined && <div className={`${prefixCls}-title`}>{title}</div>}
            {extra !== undefined && extra !== false && extra !== null && (
              <div className={`${prefixCls}-extra`}>{extra}</div>
            )}
          </div>
        )}
        <div className={`${prefixCls}-view`}>
          <table>
            <tbody>
              {items.map((item, index) => (
                <DescriptionsRow
                  key={index}
                  index={index}
                  colon
                  prefixCls={prefixCls}
                  vertical={false}
                  bordered
                  row={[item]}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </DescriptionsContext.Provider>
  );
}

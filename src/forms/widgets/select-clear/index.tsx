import { CloseCircleFilled } from '@ant-design/icons';
import './select-clear.css';

/**
 * antd's allowClear for a select the keyboard can use: its clear button (a Tab stop after a chosen
 * value) is named in zh-TW after the field (清除出生日期 年, not rc-select's "Clear") and shows
 * while it has the focus (antd shows it on hover only). The icon is antd's own.
 */
export function clearable(field: string | undefined) {
  return { clearIcon: <CloseCircleFilled aria-hidden />, label: field ? `清除${field}` : '清除選擇' };
}

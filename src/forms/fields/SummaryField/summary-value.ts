import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { groupDigits } from '../../../contracts/amounts';

/** Shown for a value that is not there (null, empty). */
export const NO_VALUE = '—';

/**
 * One read-only value as text: an enum by its `ui:enumNames` label, a boolean as 是 / 否, a number
 * with thousands separators (not with `ui:options.grouping: false`, e.g. a year), seniority months (`ui:widget: seniority`) as 年 / 月, with
 * `ui:options.unit` after it.
 */
export function summaryText(value: unknown, schema: RJSFSchema, uiSchema: UiSchema = {}): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const options = (uiSchema['ui:options'] ?? {}) as { unit?: unknown; grouping?: unknown };
  const unit = typeof options.unit === 'string' ? ` ${options.unit}` : '';
  const names = uiSchema['ui:enumNames'] as unknown;
  if (Array.isArray(schema.enum) && Array.isArray(names)) {
    const index = schema.enum.indexOf(value as never);
    if (index >= 0 && typeof names[index] === 'string') return names[index] as string;
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') {
    if (uiSchema['ui:widget'] === 'seniority') {
      const years = Math.floor(value / 12);
      return `${years ? `${years} 年 ` : ''}${value % 12} 個月`;
    }
    return `${groupDigits(value, options.grouping !== false)}${unit}`;
  }
  return `${String(value)}${unit}`;
}

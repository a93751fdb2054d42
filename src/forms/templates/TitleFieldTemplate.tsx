import type { TitleFieldProps } from '@rjsf/utils';
import { Typography } from 'antd';

/**
 * A group's heading (e.g. 第一聯絡人), left-aligned without antd's colon. The whole form's title is
 * the page's own heading, so the root title shows only when `formContext.showFormTitle` asks.
 */
export default function TitleFieldTemplate({ id, title, registry }: TitleFieldProps) {
  const isRoot = id === 'root__title';
  if (!title || (isRoot && !registry.formContext?.showFormTitle)) return null;
  return (
    <Typography.Title id={id} level={isRoot ? 4 : 5} className="fenqi-group-title">
      {title}
    </Typography.Title>
  );
}

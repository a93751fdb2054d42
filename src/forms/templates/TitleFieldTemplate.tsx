import type { TitleFieldProps } from '@rjsf/utils';

/**
 * A group's heading (e.g. 第一聯絡人), left-aligned without antd's colon. The whole form's title is
 * the page's own heading, so the root title shows only when `formContext.showFormTitle` asks.
 * A plain heading styled in forms.css with antd's tokens: antd's Typography (7 KiB gzip with its
 * copy and ellipsis machinery) stays out of every form's chunk.
 */
export default function TitleFieldTemplate({ id, title, registry }: TitleFieldProps) {
  const isRoot = id === 'root__title';
  if (!title || (isRoot && !registry.formContext?.showFormTitle)) return null;
  const Heading = isRoot ? 'h4' : 'h5';
  return (
    <Heading id={id} className="fenqi-group-title">
      {title}
    </Heading>
  );
}

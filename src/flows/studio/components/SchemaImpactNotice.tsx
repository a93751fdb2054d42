import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import type { StudioImpact } from '../../../../.generated/api-replies';
import { fetchSchemaImpact, studioErrorMessage } from '../studio-api';

const CHANGE_TEXT = { added: '新增', required: '改為必填', changed: '規則變更', removed: '移除' } as const;

/** The form a changed file is the schema of (`schemas/<form>.json`), or null. */
export function schemaFormOf(path: string): string | null {
  return /^schemas\/([A-Za-z][A-Za-z0-9]*)\.json$/.exec(path)?.[1] ?? null;
}

/**
 * Before a schema is saved over a live form: how many open server drafts and cases of the last 30
 * days the change leaves invalid (or to check again), by field (POST /dev/studio/impact).
 */
export function SchemaImpactNotice({ form, schema }: { form: string; schema: string }) {
  const [impact, setImpact] = useState<StudioImpact | string | null>(null);
  useEffect(() => {
    let current = true;
    fetchSchemaImpact(form, schema).then(
      (result) => current && setImpact(result),
      (error: unknown) => current && setImpact(studioErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [form, schema]);
  if (impact === null) return null;
  if (typeof impact === 'string')
    return <Alert type="warning" showIcon title={`無法估算 ${form} 的變更影響`} description={impact} />;
  if (impact.fields.length === 0) return null;
  const title = impact.kept
    ? `這次變更會使 ${impact.drafts} 份未送出的草稿（共 ${impact.openDrafts} 份）、${impact.cases} 件近 30 天的案件（共 ${impact.recentCases} 件）不符新規則或需重新確認`
    : `${form} 的資料不保存在伺服器上：已開啟的頁面在重新載入後才會使用新規則`;
  return (
    <Alert
      type={impact.drafts + impact.cases > 0 ? 'warning' : 'info'}
      showIcon
      title={title}
      style={{ marginBottom: 12 }}
      description={
        <ul className="fenqi-studio-impact" aria-label={`${form} 變更的欄位`}>
          {impact.fields.map((field) => (
            <li key={field.path}>
              {field.title}（{field.path}）{CHANGE_TEXT[field.change]}
              {impact.kept && `：草稿 ${field.drafts} 份、案件 ${field.cases} 件`}
            </li>
          ))}
        </ul>
      }
    />
  );
}

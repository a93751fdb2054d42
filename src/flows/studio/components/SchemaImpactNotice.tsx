import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import type { StudioImpact } from '../../../../.generated/api-replies';
import { fetchSchemaImpact, studioErrorMessage } from '../studio-api';

const CHANGE_TEXT = { added: '新增', required: '改為必填', changed: '規則變更', removed: '移除' } as const;

type FormImpact = StudioImpact['forms'][number];

/** Whether a changed file is a schema the forms validate with: a form's, or a shared part of `schemas/defs/`. */
export function isSchemaFile(path: string): boolean {
  return /^schemas\/(defs\/)?[A-Za-z][A-Za-z0-9-]*\.json$/.test(path);
}

type FieldImpact = FormImpact['fields'][number];

/** Where the field goes when the form is sent, as its form's `send` says (nothing for a removed field). */
function destinationText(field: FieldImpact): string {
  if (field.change === 'removed') return '';
  switch (field.destination) {
    case 'wire':
      return `；送出時以 ${field.wire ?? ''} 送出`;
    case 'answers':
      return '；送出時放在 answers，伺服器依表單規則檢查並保存，完成頁與 ops show 會顯示';
    case 'local':
      return '；只在頁面上，不隨表單送出';
    default:
      return '；此表單尚未宣告 send：欄位會顯示與檢查，但不會送出或保存（請開發人員為表單加上 send）';
  }
}

/** What a field's change does to the kept data (or what it is when the form keeps none), and where it goes. */
function fieldText(form: FormImpact, field: FieldImpact): string {
  const change = field.change === 'added' && !field.required ? '新增（選填）' : CHANGE_TEXT[field.change];
  return `${field.title}（${field.path}）${change}${form.kept ? `：草稿 ${field.drafts} 份、案件 ${field.cases} 件` : ''}${destinationText(field)}`;
}

/** One form the save changes: its kept drafts and cases, and its fields. */
function FormFields({ form }: { form: FormImpact }) {
  return (
    <li>
      {form.kept
        ? `${form.form}：${form.drafts} 份草稿（共 ${form.openDrafts} 份）、${form.cases} 件案件（共 ${form.recentCases} 件）受影響`
        : `${form.form}：資料不以草稿保存在伺服器上，已開啟的頁面重新載入後才使用新規則`}
      {form.fields.length > 0 && (
        <ul className="fenqi-studio-impact" aria-label={`${form.form} 變更的欄位`}>
          {form.fields.map((field) => (
            <li key={field.path}>{fieldText(form, field)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Before a schema file is saved over live forms: every form whose rules it changes (the form
 * itself, or each form using a changed shared part of schemas/defs/), how many open server drafts
 * and cases of the last 30 days the change leaves invalid (or to check again), by field
 * (POST /dev/studio/impact).
 */
export function SchemaImpactNotice({ path, schema }: { path: string; schema: string }) {
  const [impact, setImpact] = useState<StudioImpact | string | null>(null);
  useEffect(() => {
    let current = true;
    fetchSchemaImpact(path, schema).then(
      (result) => current && setImpact(result),
      (error: unknown) => current && setImpact(studioErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [path, schema]);
  if (impact === null) return null;
  if (typeof impact === 'string')
    return <Alert type="warning" showIcon title={`無法估算 ${path} 的變更影響`} description={impact} />;
  if (impact.forms.every((form) => form.fields.length === 0)) return null;
  const kept = impact.forms.some((form) => form.kept);
  const title = kept
    ? `這次變更會使 ${impact.drafts} 份未送出的草稿（共 ${impact.openDrafts} 份）、${impact.cases} 件近 30 天的案件（共 ${impact.recentCases} 件）不符新規則或需重新確認`
    : `${path} 改變的表單資料不保存在伺服器上：已開啟的頁面在重新載入後才會使用新規則`;
  return (
    <Alert
      type={impact.drafts + impact.cases > 0 ? 'warning' : 'info'}
      showIcon
      title={title}
      style={{ marginBottom: 12 }}
      description={
        <ul className="fenqi-studio-impact-forms" aria-label={`${path} 影響的表單`}>
          {impact.forms.map((form) => (
            <FormFields key={form.form} form={form} />
          ))}
        </ul>
      }
    />
  );
}

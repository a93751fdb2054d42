import type { IdCardFields } from '../api/v2/types/commodity';
import { formatRocDate, isoFromRoc } from '../forms/widgets/RocDateWidget/roc-date';
import { InfoTable } from '../ui/InfoTable';

/** The fields worth showing, in the card's own order, as label and text (absent ones left out). */
export function idCardFieldRows(fields: IdCardFields): { label: string; text: string }[] {
  const { issueYear, issueMonth, issueDay } = fields;
  const issued =
    issueYear !== undefined && issueMonth !== undefined && issueDay !== undefined
      ? formatRocDate(isoFromRoc(issueYear, issueMonth, issueDay))
      : '';
  const address = [fields.permanentCity, fields.permanentDistrict, fields.permanentAddress]
    .filter(Boolean)
    .join('');
  const rows = [
    { label: '身分證字號', text: fields.idCardNo ?? '' },
    { label: '姓名', text: fields.name ?? '' },
    { label: '出生日期', text: formatRocDate(fields.birthDate) },
    { label: '性別', text: fields.gender ?? '' },
    { label: '發證日期', text: issued },
    { label: '發證地點', text: fields.issueLocation ?? '' },
    { label: '領補換類別', text: fields.issueStatus ?? '' },
    { label: '戶籍地址', text: address },
  ];
  return rows.filter((row) => row.text !== '');
}

/** The read (or typed) ID-card fields as a read-only list. */
export function IdCardFieldsList({ fields }: { fields: IdCardFields }) {
  return (
    <InfoTable
      className="fenqi-id-card-list"
      items={idCardFieldRows(fields).map((row) => ({ key: row.label, label: row.label, children: row.text }))}
    />
  );
}

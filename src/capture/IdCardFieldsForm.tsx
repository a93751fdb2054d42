import { Button, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import type { IdCardFields } from '../api/v2/types/commodity';
import { RocDateSelects } from '../forms/widgets/RocDateWidget/RocDateSelects';
import type { RocDateParts } from '../forms/widgets/RocDateWidget/roc-date';
import { isTwId } from '../validation/checks/tw-id';
import { fromFormValues, toFormValues, type IdCardFormValues } from './id-card-form-values';

/** The kinds of issue printed on the card (領補換類別). */
const ISSUE_STATUSES = ['初發', '補發', '換發'] as const;
/**
 * The tw_id keyword's message (validation/keywords/tw-id.ts), repeated because importing the keyword
 * would pull ajv's compiler into the client bundle; the check itself is the shared one.
 */
const TW_ID_MESSAGE = '身份證字號錯誤';

/** Form.Item hands its control `id`, `value` and `onChange`. */
function RocDateItem(props: {
  id?: string;
  label: string;
  value?: RocDateParts;
  onChange?: (value?: RocDateParts) => void;
}) {
  return (
    <RocDateSelects
      id={props.id ?? props.label}
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
    />
  );
}

/** Props of the correction form. */
export interface IdCardFieldsFormProps {
  /** What was read (or a previous entry); empty for typing everything in. */
  fields: IdCardFields;
  onSubmit: (fields: IdCardFields) => void;
  submitText?: string;
  /** Further buttons under the submit button (retake, cancel). */
  extra?: ReactNode;
}

/**
 * The read ID-card fields for the member to check against the card and correct: the ID number
 * (required, checked with the tw_id rule), name, both dates in 民國 parts as printed, the issue
 * place and kind, and the registered address when the back was read.
 */
export function IdCardFieldsForm({
  fields,
  onSubmit,
  submitText = '確認資料',
  extra,
}: IdCardFieldsFormProps) {
  const initial = toFormValues(fields);
  const hasAddress = Boolean(fields.permanentCity || fields.permanentDistrict || fields.permanentAddress);
  return (
    <Form<IdCardFormValues>
      layout="vertical"
      name="idCardFields"
      className="fenqi-id-card-form"
      initialValues={initial}
      onFinish={(values) => onSubmit(fromFormValues(values, fields))}
      requiredMark="optional"
    >
      <Form.Item
        name="idCardNo"
        label="身分證字號"
        normalize={(value: string) => value.toUpperCase().replace(/\s/g, '')}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: '請輸入身分證字號' },
          {
            validator: (_rule, value) =>
              !value || isTwId(value) ? Promise.resolve() : Promise.reject(new Error(TW_ID_MESSAGE)),
          },
        ]}
      >
        <Input placeholder="例：A123456789" maxLength={10} autoComplete="off" autoCapitalize="characters" />
      </Form.Item>
      <Form.Item name="name" label="姓名">
        <Input placeholder="請輸入姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item name="birth" label="出生日期">
        <RocDateItem label="出生日期" />
      </Form.Item>
      <Form.Item name="issue" label="發證日期">
        <RocDateItem label="發證日期" />
      </Form.Item>
      <Form.Item name="issueLocation" label="發證地點">
        <Input placeholder="例：北市" />
      </Form.Item>
      <Form.Item name="issueStatus" label="領補換類別">
        <Radio.Group
          optionType="button"
          options={ISSUE_STATUSES.map((status) => ({ label: status, value: status }))}
        />
      </Form.Item>
      {hasAddress && (
        <>
          <Form.Item name="permanentCity" label="戶籍縣市">
            <Input />
          </Form.Item>
          <Form.Item name="permanentDistrict" label="戶籍鄉鎮市區">
            <Input />
          </Form.Item>
          <Form.Item name="permanentAddress" label="戶籍地址">
            <Input />
          </Form.Item>
        </>
      )}
      <div className="fenqi-capture-buttons">
        <Button type="primary" htmlType="submit" size="large" block>
          {submitText}
        </Button>
        {extra}
      </div>
    </Form>
  );
}

import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { reportErrors, type FixtureCase } from '../../../validation/fixture-case';
import type { FormModule } from '../../../validation/form-module';

export interface NewFixtureDialogProps {
  open: boolean;
  form: FormModule;
  data: unknown;
  /** File names the form's cases already use. */
  taken: ReadonlySet<string>;
  onCancel: () => void;
  onCreate: (file: string, fixture: FixtureCase) => void;
}

const FILE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Saves the preview's current data as a new case of the form: accepted when the validator finds
 * nothing, otherwise rejected with exactly the errors it reports now (path, keyword, message),
 * which is what the case will then hold the form to.
 */
export function NewFixtureDialog({ open, form, data, taken, onCancel, onCreate }: NewFixtureDialogProps) {
  const errors = open ? reportErrors(form, data) : [];
  const valid = errors.length === 0;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const file = `${valid ? 'accept' : 'reject'}-${name}.json`;
  const nameProblem = !FILE_NAME.test(name)
    ? '請輸入檔名：英文小寫、數字與連字號'
    : taken.has(file)
      ? `已有名為 ${file} 的案例`
      : null;
  const descriptionProblem = description.trim() === '' ? '請輸入案例說明' : null;
  return (
    <Modal
      open={open}
      title="把目前的資料存成新的測試案例"
      okText="加入案例"
      cancelText="取消"
      okButtonProps={{ disabled: Boolean(nameProblem || descriptionProblem) }}
      onCancel={onCancel}
      onOk={() => {
        onCreate(file, {
          description: description.trim(),
          data,
          valid,
          ...(valid
            ? {}
            : { errors: errors.map(({ path, keyword, message }) => ({ path, keyword, message })) }),
        });
        setName('');
        setDescription('');
      }}
      destroyOnHidden
    >
      <Alert
        type={valid ? 'success' : 'info'}
        showIcon
        title={
          valid
            ? '這筆資料通過驗證：存成「應通過」的案例'
            : `這筆資料有 ${errors.length} 個錯誤：存成「應擋下」的案例，預期這些錯誤`
        }
      />
      {!valid && (
        <ul className="fenqi-studio-errors">
          {errors.map((error, i) => (
            <li key={i}>
              <code>{error.path}</code>：{error.message}{' '}
              <Typography.Text type="secondary">[{error.keyword}]</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Form layout="vertical">
        <Form.Item
          label="檔名"
          extra={`fixtures/${form.name}/${file}`}
          validateStatus={name && nameProblem ? 'error' : undefined}
          help={name && nameProblem ? nameProblem : undefined}
        >
          <Input
            value={name}
            onChange={(e) => setName(e.target.value.trim())}
            addonBefore={valid ? 'accept-' : 'reject-'}
            addonAfter=".json"
            aria-label="案例檔名"
          />
        </Form.Item>
        <Form.Item label="案例說明">
          <Input value={description} onChange={(e) => setDescription(e.target.value)} aria-label="案例說明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Alert, Card, Select } from 'antd';
import { useState } from 'react';
import formNames from '../../../../.generated/forms.json';
import { FormView } from '../../../forms/FormView';
import { studioPreviewContext } from '../preview-context';

/**
 * The studio without its server (a static build, or a production server): any built form by
 * name with live validation, sample lookups and the data it would send. Editing needs the
 * development server.
 */
export function StaticPreview({ name, onPick }: { name: string; onPick: (name: string) => void }) {
  const [data, setData] = useState<unknown>({});
  const [submitted, setSubmitted] = useState<unknown>();
  return (
    <div style={{ maxWidth: 600, margin: '0 auto' }}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="這裡只能預覽已建置的表單"
        description="編輯 schema、執行測試案例與儲存，需以開發模式啟動伺服器（npm start 或 npm run dev，非 production）。"
      />
      <Select
        aria-label="選擇表單"
        style={{ width: '100%', marginBottom: 16 }}
        value={name}
        options={formNames.map((form) => ({ value: form, label: form }))}
        onChange={(form: string) => {
          setData({});
          setSubmitted(undefined);
          onPick(form);
        }}
      />
      <Card>
        <FormView
          key={name}
          name={name}
          formContext={studioPreviewContext}
          onChange={setData}
          onSubmit={setSubmitted}
        />
      </Card>
      <h2 className="fenqi-studio-section-title">目前資料</h2>
      <pre data-testid="studio-data">{JSON.stringify(data, null, 2)}</pre>
      {submitted !== undefined && (
        <>
          <h2 className="fenqi-studio-section-title">通過驗證，送出的資料</h2>
          <pre data-testid="studio-submitted">{JSON.stringify(submitted, null, 2)}</pre>
        </>
      )}
    </div>
  );
}

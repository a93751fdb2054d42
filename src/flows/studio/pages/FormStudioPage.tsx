import { Card, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import formNames from '../../../../.generated/forms.json';
import { FormView } from '../../../forms/FormView';
import { studioPreviewContext } from '../preview-context';

/**
 * Analysts' preview: renders any form of `schemas/` by name with live validation and shows the
 * data it would send, so a schema edit can be checked in the browser before its fixtures.
 */
export default function FormStudioPage() {
  const { form = formNames[0] } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<unknown>({});
  const [submitted, setSubmitted] = useState<unknown>();
  return (
    <div style={{ maxWidth: 600, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={3}>表單預覽</Typography.Title>
      <Select
        aria-label="選擇表單"
        style={{ width: '100%', marginBottom: 16 }}
        value={form}
        options={formNames.map((name) => ({ value: name, label: name }))}
        onChange={(name: string) => {
          setData({});
          setSubmitted(undefined);
          navigate(`/studio/${name}`);
        }}
      />
      <Card>
        <FormView
          key={form}
          name={form}
          formContext={studioPreviewContext}
          onChange={setData}
          onSubmit={setSubmitted}
        />
      </Card>
      <Typography.Title level={5}>目前資料</Typography.Title>
      <pre data-testid="studio-data">{JSON.stringify(data, null, 2)}</pre>
      {submitted !== undefined && (
        <>
          <Typography.Title level={5}>通過驗證，送出的資料</Typography.Title>
          <pre data-testid="studio-submitted">{JSON.stringify(submitted, null, 2)}</pre>
        </>
      )}
    </div>
  );
}

import { Alert, Badge, Button, Card, Col, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StudioForms } from '../../../../.generated/api-replies';
import schemaMetaSchema from '../../../../editor/meta-schemas/fenqi-schema.json';
import fixtureMetaSchema from '../../../../editor/meta-schemas/fenqi-fixture.json';
import uiSchemaMetaSchema from '../../../../editor/meta-schemas/fenqi-uischema.json';
import { FormModuleView } from '../../../forms/FormView';
import type { FixtureCase } from '../../../validation/fixture-case';
import type { SchemaNode } from '../../../validation/json-schema';
import { JsonEditor } from '../editor/JsonEditor';
import { studioEditorContext } from '../preview-context';
import { fetchStudioForm, studioErrorMessage, type StudioEdit } from '../studio-api';
import { afterSave, changedFiles, fileName, filesOf, type StudioFiles } from '../studio-files';
import { useFormPreview } from '../use-form-preview';
import { FindingsCard } from './FindingsCard';
import { FixtureList } from './FixtureList';
import { NewFixtureDialog } from './NewFixtureDialog';
import { SaveDialog } from './SaveDialog';

// A meta-schema is read as plain JSON: its `items: true` is outside SchemaNode's typing.
const SCHEMA_META = schemaMetaSchema as unknown as SchemaNode;
const UISCHEMA_META = uiSchemaMetaSchema as unknown as SchemaNode;
const FIXTURE_META = fixtureMetaSchema as unknown as SchemaNode;

/**
 * The analysts' studio for one form: its schema and uiSchema in code editors (completion from
 * the meta-schemas, findings underlined), the live form compiled from the unsaved edit by the
 * server, the data it holds, every fixture case re-run on each edit, and saving with a diff.
 */
export function FormStudio({
  forms,
  name,
  onPick,
}: {
  forms: StudioForms;
  name: string;
  onPick: (name: string) => void;
}) {
  const [files, setFiles] = useState<StudioFiles | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [data, setData] = useState<unknown>({});
  const [dataVersion, setDataVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [tab, setTab] = useState('schema');
  const [casePath, setCasePath] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setFiles(null);
    setData({});
    setCasePath(null);
    setLoadError(null);
    fetchStudioForm(name).then(
      (form) => current && setFiles(filesOf(form)),
      (error: unknown) => current && setLoadError(studioErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [name]);

  const preview = useFormPreview(files?.edit ?? null);
  const changes = useMemo(() => (files ? changedFiles(files) : []), [files]);
  const findingsOf = useCallback(
    (path: string) => (preview.result?.findings ?? []).filter((finding) => finding.file === path),
    [preview.result],
  );
  const schemaFindings = useMemo(() => findingsOf(`schemas/${name}.json`), [findingsOf, name]);
  const uiFindings = useMemo(() => findingsOf(`uischemas/${name}.json`), [findingsOf, name]);

  const update = (change: Partial<StudioEdit>) => {
    setSavedNote(null);
    setFiles((f) => (f ? { ...f, edit: { ...f.edit, ...change } } : f));
  };
  const loadCase = (file: string) => {
    const fixture = files?.edit.fixtures.find((f) => fileName(f.path) === file);
    if (!fixture) return;
    setData((JSON.parse(fixture.content) as FixtureCase).data);
    setDataVersion((v) => v + 1);
  };
  const editCase = (file: string) => {
    setCasePath(`fixtures/${name}/${file}`);
    setTab('fixtures');
  };
  const addCase = (file: string, fixture: FixtureCase) => {
    setCreating(false);
    const content = `${JSON.stringify({ $schema: '../../editor/meta-schemas/fenqi-fixture.json', ...fixture }, null, 2)}\n`;
    update({ fixtures: [...(files?.edit.fixtures ?? []), { path: `fixtures/${name}/${file}`, content }] });
  };

  if (loadError) return <Alert type="error" showIcon title="無法讀取表單檔案" description={loadError} />;
  if (!files) return <Spin description="讀取表單檔案中…" />;
  const unsaved = new Set(changes.filter((c) => c.onDisk === null).map((c) => fileName(c.file.path)));
  const findings = preview.result?.findings ?? [];
  const cases = preview.result?.cases ?? [];
  const shownCase =
    files.edit.fixtures.find((file) => file.path === casePath) ?? files.edit.fixtures[0] ?? null;
  const caseFindings = shownCase ? findingsOf(shownCase.path) : [];

  return (
    <div className="fenqi-studio">
      <Space wrap className="fenqi-studio-bar">
        <Select
          aria-label="選擇表單"
          showSearch
          style={{ minWidth: 260 }}
          value={name}
          options={forms.map((form) => ({
            value: form.name,
            label: `${form.name}${form.title ? `（${form.title}）` : ''}`,
          }))}
          onChange={onPick}
        />
        {preview.pending ? (
          <Badge status="processing" text="檢查中…" />
        ) : (
          <Badge
            status={findings.length ? 'warning' : 'success'}
            text={findings.length ? `${findings.length} 項檢查結果` : '檢查通過'}
          />
        )}
        <Button type="primary" disabled={changes.length === 0} onClick={() => setSaving(true)}>
          {changes.length ? `儲存變更（${changes.length} 個檔案）` : '沒有未儲存的變更'}
        </Button>
        {savedNote && <Typography.Text type="success">{savedNote}</Typography.Text>}
      </Space>
      {preview.error && <Alert type="error" showIcon title="預覽失敗" description={preview.error} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'schema',
                  label: `schema${schemaFindings.length ? `（${schemaFindings.length}）` : ''}`,
                  children: (
                    <JsonEditor
                      label="schema"
                      value={files.edit.schema}
                      metaSchema={SCHEMA_META}
                      findings={schemaFindings}
                      onChange={(schema) => update({ schema })}
                    />
                  ),
                },
                {
                  key: 'uiSchema',
                  label: `uiSchema${uiFindings.length ? `（${uiFindings.length}）` : ''}`,
                  children: (
                    <JsonEditor
                      label="uiSchema"
                      value={
                        files.edit.uiSchema ??
                        '{\n  "$schema": "../editor/meta-schemas/fenqi-uischema.json"\n}\n'
                      }
                      metaSchema={UISCHEMA_META}
                      findings={uiFindings}
                      onChange={(uiSchema) => update({ uiSchema })}
                    />
                  ),
                },
                {
                  key: 'fixtures',
                  label: `測試案例檔${caseFindings.length ? `（${caseFindings.length}）` : ''}`,
                  children: shownCase ? (
                    <>
                      <Select
                        aria-label="選擇測試案例檔"
                        style={{ width: '100%', marginBottom: 8 }}
                        value={shownCase.path}
                        options={files.edit.fixtures.map((file) => ({
                          value: file.path,
                          label: fileName(file.path),
                        }))}
                        onChange={setCasePath}
                      />
                      <JsonEditor
                        key={shownCase.path}
                        label="測試案例"
                        value={shownCase.content}
                        metaSchema={FIXTURE_META}
                        findings={caseFindings}
                        onChange={(content) =>
                          update({
                            fixtures: files.edit.fixtures.map((file) =>
                              file.path === shownCase.path ? { ...file, content } : file,
                            ),
                          })
                        }
                      />
                    </>
                  ) : (
                    <Typography.Text type="secondary">
                      這份表單還沒有測試案例：在預覽填好資料後存成新的案例。
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </Card>
          <FindingsCard findings={findings} />
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="預覽" data-testid="studio-preview">
            {preview.module ? (
              <FormModuleView
                key={`${preview.moduleId}:${dataVersion}`}
                form={preview.module}
                formData={data as Record<string, unknown>}
                formContext={studioEditorContext}
                onChange={setData}
              />
            ) : (
              <Spin description="編譯表單中…" />
            )}
            <Space style={{ marginTop: 12 }}>
              <Button disabled={!preview.module} onClick={() => setCreating(true)}>
                把目前的資料存成新的測試案例
              </Button>
            </Space>
            <h2 className="fenqi-studio-section-title">目前資料</h2>
            <pre data-testid="studio-data" className="fenqi-studio-data">
              {JSON.stringify(data, null, 2)}
            </pre>
          </Card>
          <Card size="small" title="測試案例" data-testid="studio-fixtures">
            <FixtureList cases={cases} unsaved={unsaved} onLoad={loadCase} onEdit={editCase} />
          </Card>
        </Col>
      </Row>
      {preview.module && (
        <NewFixtureDialog
          open={creating}
          form={preview.module}
          data={data}
          taken={new Set(files.edit.fixtures.map((f) => fileName(f.path)))}
          onCancel={() => setCreating(false)}
          onCreate={addCase}
        />
      )}
      {saving && (
        <SaveDialog
          changes={changes}
          onCancel={() => setSaving(false)}
          onSaved={(saved) => {
            setSaving(false);
            setSavedNote(`已儲存 ${saved.length} 個檔案`);
            setFiles((f) => (f ? afterSave(f, saved) : f));
          }}
        />
      )}
    </div>
  );
}

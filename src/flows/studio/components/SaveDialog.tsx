import { Alert, Modal, Spin, Typography } from 'antd';
import { diffLines } from 'diff';
import { useEffect, useState } from 'react';
import type { StudioFile } from '../../../../.generated/api-replies';
import { checkStudioFile, saveStudioFile, studioErrorMessage } from '../studio-api';
import { isSchemaFile, SchemaImpactNotice } from './SchemaImpactNotice';

export interface SaveDialogProps {
  /** The changed files (as edited) with what is on disk now (null for a new file). */
  changes: readonly { file: StudioFile; onDisk: string | null }[];
  onCancel: () => void;
  /** Every file was written; the files as saved (formatted). */
  onSaved: (saved: StudioFile[]) => void;
}

type Checked = { path: string; onDisk: string | null; formatted: string };

function FileDiff({ path, onDisk, formatted }: Checked) {
  const parts = diffLines(onDisk ?? '', formatted);
  return (
    <section className="fenqi-studio-diff" aria-label={`${path} 的變更`}>
      <Typography.Title level={5}>
        {path}
        {onDisk === null ? '（新檔案）' : ''}
      </Typography.Title>
      <pre>
        {parts.map((part, i) => {
          const sign = part.added ? '+' : part.removed ? '-' : ' ';
          const lines = part.value.replace(/\n$/, '').split('\n');
          // Long unchanged stretches are folded to their first and last lines.
          const shown =
            !part.added && !part.removed && lines.length > 6
              ? [...lines.slice(0, 2), `…（${lines.length - 4} 行未變更）`, ...lines.slice(-2)]
              : lines;
          return (
            <span key={i} className={part.added ? 'added' : part.removed ? 'removed' : undefined}>
              {shown.map((line) => `${sign} ${line}\n`).join('')}
            </span>
          );
        })}
      </pre>
    </section>
  );
}

/**
 * Shows each changed file as it will be written — checked and formatted by the server in the
 * repository's style — against what is on disk, line by line, and writes them on confirmation.
 */
export function SaveDialog({ changes, onCancel, onSaved }: SaveDialogProps) {
  const [checked, setChecked] = useState<Checked[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    Promise.all(
      changes.map(async ({ file, onDisk }) => ({
        path: file.path,
        onDisk,
        formatted: (await checkStudioFile(file)).content,
      })),
    ).then(
      (result) => current && setChecked(result),
      (error: unknown) => current && setProblem(studioErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [changes]);
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const saved: StudioFile[] = [];
      for (const { path, formatted } of checked ?? [])
        saved.push(await saveStudioFile({ path, content: formatted }));
      onSaved(saved);
    } catch (error) {
      setProblem(studioErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title="儲存前確認變更"
      okText={`儲存 ${changes.length} 個檔案`}
      cancelText="取消"
      okButtonProps={{ disabled: !checked, loading: saving }}
      onOk={() => void save()}
      onCancel={onCancel}
    >
      {problem && (
        <Alert type="error" showIcon title="無法儲存" description={problem} style={{ marginBottom: 12 }} />
      )}
      {changes.map(
        ({ file, onDisk }) =>
          isSchemaFile(file.path) &&
          onDisk !== null && <SchemaImpactNotice key={file.path} path={file.path} schema={file.content} />,
      )}
      {!checked && !problem && <Spin description="檢查並排版檔案中…" />}
      {checked?.map((file) => (
        <FileDiff key={file.path} {...file} />
      ))}
    </Modal>
  );
}

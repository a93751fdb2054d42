import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  DisconnectOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { CallState } from '../store/call-state';
import { OFFLINE_MESSAGE } from '../store/server-failure';

function Status({ icon, text, type }: { icon: ReactNode; text: string; type?: 'warning' }) {
  return (
    <Typography.Text className="fenqi-draft-status" type={type ?? 'secondary'} role="status">
      {icon} {text}
    </Typography.Text>
  );
}

/** A server draft's last save as the status reads it. */
export type DraftSaveState = CallState & { savedAt: string | null };

/**
 * A server draft's autosave state beside the step title (every `server` flow and the wizard):
 * saving, the time of the last save, or — when a save failed for want of a connection — that it
 * will save once the connection is back. Nothing before the first save.
 */
export function DraftStatus({ draftSave }: { draftSave: DraftSaveState }) {
  if (draftSave.pending) return <Status icon={<CloudSyncOutlined />} text="儲存中…" />;
  if (draftSave.status === 'fail') {
    const offline =
      draftSave.message === OFFLINE_MESSAGE || (typeof navigator !== 'undefined' && !navigator.onLine);
    return offline ? (
      <Status icon={<DisconnectOutlined />} text="離線中，恢復連線後自動儲存" type="warning" />
    ) : (
      <Status icon={<WarningOutlined />} text="自動儲存失敗，將於下次變更時重試" type="warning" />
    );
  }
  if (!draftSave.savedAt) return null;
  return (
    <Status icon={<CheckCircleOutlined />} text={`已自動儲存 ${dayjs(draftSave.savedAt).format('HH:mm')}`} />
  );
}

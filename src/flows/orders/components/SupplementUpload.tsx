import { SendOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CaseView } from '../../../api/v2/types/common';
import { selectOrders, supplementActions } from '../slice';
import { PickedFilePreview } from './PickedFilePreview';

/** Images and PDFs the server accepts as supplementary files. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/**
 * Sends a supplementary document for a case under review (POST /members/tmp-case-file): the file
 * chosen is shown first (a picture's thumbnail, or a PDF's name and size) with 移除 and 送出補件,
 * and only 送出補件 sends it. A send that fails keeps the file for 重新送出.
 */
export function SupplementUpload({ item }: { item: CaseView }) {
  const dispatch = useDispatch();
  const { supplement } = useSelector(selectOrders);
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  // The file being sent: it leaves the preview once the server has it, and stays if the send fails.
  const [sending, setSending] = useState<File | null>(null);
  const [lastSent, setLastSent] = useState<File | null>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after 移除
    if (file) setPicked(file);
  };
  const send = () => {
    if (!picked) return;
    setSending(picked);
    setLastSent(picked);
    dispatch(supplementActions.request({ caseId: item.id, caseNo: item.caseNo, file: picked }));
  };
  useEffect(() => {
    if (!sending || supplement.pending) return;
    if (supplement.status === 'success') setPicked((now) => (now === sending ? null : now));
    setSending(null);
  }, [sending, supplement.pending, supplement.status]);
  const failed = supplement.status === 'fail' && picked !== null && picked === lastSent;

  return (
    <section className="fenqi-detail-section" aria-labelledby="order-supplement">
      <Typography.Title level={5} id="order-supplement">
        上傳補件
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        請依審核人員的說明拍照或選擇檔案（圖片或 PDF），確認無誤後送出。
      </Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={chosen}
        data-testid="supplement-input"
      />
      {picked ? (
        <>
          <PickedFilePreview file={picked} />
          <div className="fenqi-picked-file-actions">
            <Button onClick={() => setPicked(null)} disabled={supplement.pending}>
              移除
            </Button>
            <Button type="primary" icon={<SendOutlined />} loading={supplement.pending} onClick={send}>
              {failed ? '重新送出' : '送出補件'}
            </Button>
          </div>
        </>
      ) : (
        <Button type="primary" icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          選擇檔案
        </Button>
      )}
      {supplement.status !== 'none' && supplement.message && !supplement.pending && (
        <Alert
          className="fenqi-detail-alert"
          type={supplement.status === 'success' ? 'success' : 'error'}
          showIcon
          title={supplement.message}
          description={supplement.filename ?? undefined}
        />
      )}
    </section>
  );
}

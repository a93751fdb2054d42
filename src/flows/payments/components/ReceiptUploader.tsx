import { CameraOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MAX_RECEIPTS } from '../../../domain/receipts';
import { receiptRetryRequested, receiptsChosen, type ReceiptUploadStatus } from '../receipt-upload-state';
import { selectPayments } from '../slice';

/** Images (a large photo is shrunk first) and PDFs, as the server accepts them. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

const STATUS: Record<ReceiptUploadStatus, { text: string; color: string }> = {
  waiting: { text: '等待上傳', color: 'default' },
  compressing: { text: '壓縮中', color: 'processing' },
  offline: { text: '等待網路', color: 'warning' },
  uploading: { text: '上傳中', color: 'processing' },
  done: { text: '已上傳', color: 'success' },
  fail: { text: '上傳失敗', color: 'error' },
};

/** Chooses receipt photos for a case (several at once, up to 60 per case) and lists how each went. */
export function ReceiptUploader({ caseId, held }: { caseId: number; held: number }) {
  const dispatch = useDispatch();
  const { uploads } = useSelector(selectPayments);
  const input = useRef<HTMLInputElement>(null);
  const items = uploads.caseId === caseId ? uploads.items : [];
  const full = held >= MAX_RECEIPTS;
  // Waiting for the network in the offline queue (the page's 待送出 n 項 counts them).
  const offline = items.filter((item) => item.status === 'offline').length;
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same photo may be chosen again after a failure
    if (files.length > 0) dispatch(receiptsChosen(caseId, files));
  };
  return (
    <div className="fenqi-receipt-uploader">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        onChange={chosen}
        data-testid="receipt-input"
      />
      <Button
        type="primary"
        size="large"
        block
        icon={<CameraOutlined />}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        拍照或選擇收據上傳
      </Button>
      <p className="fenqi-pay-hint">
        已上傳 {held} / {MAX_RECEIPTS} 張。可一次選擇多張，較大的照片會先自動壓縮。
      </p>
      {uploads.caseId === caseId && uploads.notice && (
        <Alert type="warning" showIcon title={uploads.notice} />
      )}
      {offline > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${offline} 張收據等待網路`}
          description="收據已保存在這台裝置上，重新整理或關閉頁面也不會遺失，網路恢復後依序自動上傳。"
        />
      )}
      {items.length > 0 && (
        <ul className="fenqi-upload-list" aria-label="本次上傳">
          {items.map((item) => (
            <li key={item.id} data-testid="receipt-upload-item" data-status={item.status}>
              <div className="fenqi-upload-text">
                <span className="fenqi-upload-name">{item.name}</span>
                {item.message && <span className="fenqi-upload-message">{item.message}</span>}
              </div>
              <Tag color={STATUS[item.status].color}>{STATUS[item.status].text}</Tag>
              {item.status === 'fail' && (
                <Button size="small" onClick={() => dispatch(receiptRetryRequested(item.id))}>
                  重試
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

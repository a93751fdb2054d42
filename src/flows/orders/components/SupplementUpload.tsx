import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CaseView } from '../../../api/v2/types/common';
import { selectOrders, supplementActions } from '../slice';

/** Images and PDFs the server accepts as supplementary files. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/** Sends a supplementary document for a case under review (POST /members/tmp-case-file). */
export function SupplementUpload({ item }: { item: CaseView }) {
  const dispatch = useDispatch();
  const { supplement } = useSelector(selectOrders);
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (file) dispatch(supplementActions.request({ caseId: item.id, caseNo: item.caseNo, file }));
  };
  return (
    <section className="fenqi-detail-section" aria-labelledby="order-supplement">
      <Typography.Title level={5} id="order-supplement">
        上傳補件
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        請依審核人員的說明拍照或選擇檔案上傳（圖片或 PDF）。
      </Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={chosen}
        data-testid="supplement-input"
      />
      <Button
        type="primary"
        icon={<UploadOutlined />}
        loading={supplement.pending}
        onClick={() => input.current?.click()}
      >
        選擇檔案上傳
      </Button>
      {supplement.status !== 'none' && supplement.message && (
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

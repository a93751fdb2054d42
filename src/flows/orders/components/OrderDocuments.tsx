import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { OrderDetail } from '../../../api/v2/orders';
import type { ClientFile } from '../../../api/v2/types/common';
import { DocumentTile } from './DocumentTile';

/**
 * The application documents shown under their names (the apply-phase categories of spec §3 File
 * categories). Signatures, selfies and receipts have their own places; category 13 arrives as extDocsImg.
 */
const APPLY_DOCUMENTS: Record<string, string> = {
  '4': '手持證件自拍照',
  '14': '手機商品照（IMEI）',
  '15': '電腦商品照（序號）',
  '16': '商品現況照片',
  '17': '存摺封面',
};

/** The guarantor's progress as the older detail reports it (1 sent, 0 pending, null none). */
const GUARANTOR_STATUS: Record<0 | 1, string> = { 0: '保證人尚未完成資料填寫', 1: '保證人已完成資料填寫' };

/**
 * The documents of an order (spec §3 Order detail): the signatures, the declaration image, the
 * identity-verification portrait, extra documents and supplementary file names, plus the files sent
 * with the application.
 */
export function OrderDocuments({ order, files }: { order: OrderDetail; files: ClientFile[] }) {
  const hasGuarantor = order.extGuarLinkStatus !== null;
  const applyFiles = files.filter((file) => file.fileCategoryId in APPLY_DOCUMENTS);
  return (
    <Image.PreviewGroup>
      <section className="fenqi-detail-section" aria-labelledby="order-signatures">
        <Typography.Title level={5} id="order-signatures">
          簽名與對保
        </Typography.Title>
        <div className="fenqi-doc-grid">
          <DocumentTile label="分期契約簽名" url={order.appContractSign} />
          <DocumentTile label="本票簽名" url={order.appPromiseNoteSign} />
          <DocumentTile label="申請聲明書" url={order.appDeclarImg} />
          <DocumentTile label="對保照片" url={order.appNoticeIdVerifyPortrait} />
          {hasGuarantor && <DocumentTile label="保證人契約簽名" url={order.guarContractSign} />}
          {hasGuarantor && <DocumentTile label="保證人本票簽名" url={order.guarPromiseNoteSign} />}
        </div>
        {order.extGuarLinkStatus !== null && (
          <Typography.Paragraph type="secondary" className="fenqi-detail-note">
            {GUARANTOR_STATUS[order.extGuarLinkStatus]}
          </Typography.Paragraph>
        )}
      </section>

      <section className="fenqi-detail-section" aria-labelledby="order-files">
        <Typography.Title level={5} id="order-files">
          申請與補充文件
        </Typography.Title>
        {applyFiles.length + order.extDocsImg.length === 0 ? (
          <Typography.Paragraph type="secondary">尚無上傳的文件。</Typography.Paragraph>
        ) : (
          <div className="fenqi-doc-grid">
            {applyFiles.map((file) => (
              <DocumentTile
                key={file.id}
                label={APPLY_DOCUMENTS[file.fileCategoryId]}
                url={file.thumbnailUrl}
                full={file.fileUrl}
              />
            ))}
            {order.extDocsImg.map((url, index) => (
              <DocumentTile key={url} label={`其他文件 ${index + 1}`} url={url} />
            ))}
          </div>
        )}
        {order.caseFilenames.length > 0 && (
          <ul className="fenqi-file-names" aria-label="補件檔案">
            {order.caseFilenames.map((file) => (
              <li key={file.fileUrl}>
                <PaperClipOutlined aria-hidden />{' '}
                <a href={file.fileUrl} target="_blank" rel="noreferrer">
                  {file.filename}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Image.PreviewGroup>
  );
}

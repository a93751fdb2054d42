import { Image, Typography } from 'antd';
import type { OrderDetail } from '../../../api/v2/orders';
import type { ClientFile } from '../../../api/v2/types/common';
import { documentSlots, hasEndedUnsigned, signatureSlots } from '../document-slots';
import { DocumentTile } from './DocumentTile';

/** The guarantor's progress as the older detail reports it (1 sent, 0 pending, null none). */
const GUARANTOR_STATUS: Record<0 | 1, string> = { 0: '保證人尚未完成資料填寫', 1: '保證人已完成資料填寫' };

/**
 * The documents of an order (spec §3 Order detail): the signatures, declaration and 對保 photo the
 * case's stage has or expects (document-slots.ts), then the application's documents and each
 * supplementary file the member sent, every one as the member's own thumbnail.
 */
export function OrderDocuments({ order, files }: { order: OrderDetail; files: ClientFile[] }) {
  const signatures = signatureSlots(order, files);
  const documents = documentSlots(files);
  // A case that ended unsigned has nothing to show here: no section of empty boxes.
  const showSignatures = signatures.length > 0 || !hasEndedUnsigned(order);
  return (
    <Image.PreviewGroup>
      {showSignatures && (
        <section className="fenqi-detail-section" aria-labelledby="order-signatures">
          <Typography.Title level={5} id="order-signatures">
            簽名與對保
          </Typography.Title>
          {signatures.length === 0 ? (
            <Typography.Paragraph type="secondary">
              核准並完成線上對保後，您的簽名與對保照片會顯示在這裡。
            </Typography.Paragraph>
          ) : (
            <div className="fenqi-doc-grid">
              {signatures.map((slot) => (
                <DocumentTile key={slot.key} slot={slot} />
              ))}
            </div>
          )}
          {order.extGuarLinkStatus !== null && (
            <Typography.Paragraph type="secondary" className="fenqi-detail-note">
              {GUARANTOR_STATUS[order.extGuarLinkStatus]}
            </Typography.Paragraph>
          )}
        </section>
      )}

      <section className="fenqi-detail-section" aria-labelledby="order-files">
        <Typography.Title level={5} id="order-files">
          申請與補充文件
        </Typography.Title>
        {documents.length === 0 ? (
          <Typography.Paragraph type="secondary">尚無上傳的文件。</Typography.Paragraph>
        ) : (
          <div className="fenqi-doc-grid">
            {documents.map((slot) => (
              <DocumentTile key={slot.key} slot={slot} />
            ))}
          </div>
        )}
      </section>
    </Image.PreviewGroup>
  );
}

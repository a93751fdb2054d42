import { FilePdfOutlined } from '@ant-design/icons';
import { Empty, Image } from 'antd';
import type { ClientFile } from '../../../api/v2/types/common';

/** The receipts stored for a case (GET /members/cases/{id}/payment-receipt-files), newest first. */
export function ReceiptGallery({ files }: { files: ClientFile[] }) {
  if (files.length === 0) {
    return <Empty description="尚未上傳繳款證明" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <Image.PreviewGroup>
      <ul className="fenqi-receipt-grid" aria-label="已上傳的繳款證明">
        {[...files].reverse().map((file) => (
          <li key={file.id} data-testid="receipt-file">
            {file.contentType === 'application/pdf' ? (
              <a href={file.fileUrl} target="_blank" rel="noreferrer" className="fenqi-receipt-pdf">
                <FilePdfOutlined aria-hidden />
              </a>
            ) : (
              <Image src={file.thumbnailUrl} preview={{ src: file.fileUrl }} alt={file.name} width="100%" />
            )}
            <span className="fenqi-receipt-name">{file.name}</span>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}

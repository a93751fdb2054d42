import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { DocumentSlot } from '../document-slots';

/**
 * One document of a case as a captioned tile: the member's own thumbnail (tap to enlarge to the
 * file), a link for a PDF, or a clearly marked 未上傳 box when the case has no such file.
 */
export function DocumentTile({ slot }: { slot: DocumentSlot }) {
  const { label, thumbnail, full, contentType, fit } = slot;
  let body;
  if (!thumbnail) {
    body = (
      <div className="fenqi-doc-missing">
        <FileOutlined aria-hidden />
        <span>未上傳</span>
      </div>
    );
  } else if (contentType === 'application/pdf') {
    body = (
      <a
        className="fenqi-doc-missing fenqi-doc-pdf"
        href={full ?? thumbnail}
        target="_blank"
        rel="noreferrer"
      >
        <FilePdfOutlined aria-hidden />
        <span>開啟 PDF</span>
      </a>
    );
  } else {
    body = (
      <Image
        src={thumbnail}
        alt={label}
        width={96}
        height={96}
        className={`fenqi-doc-image fenqi-doc-${fit}`}
        preview={full && full !== thumbnail ? { src: full } : true}
      />
    );
  }
  return (
    <figure
      className="fenqi-doc-tile"
      data-testid="document-tile"
      data-slot={slot.key}
      data-present={thumbnail ? 'yes' : 'no'}
    >
      {body}
      <Typography.Text className="fenqi-doc-caption">{label}</Typography.Text>
    </figure>
  );
}

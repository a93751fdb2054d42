import { FileOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';

/**
 * One document of a case as a captioned thumbnail (tap to enlarge, to `full` when given), or a
 * placeholder until it exists.
 */
export function DocumentTile({ label, url, full }: { label: string; url: string | null; full?: string }) {
  return (
    <figure className="fenqi-doc-tile" data-testid="document-tile" data-present={url ? 'yes' : 'no'}>
      {url ? (
        <Image
          src={url}
          alt={label}
          width={96}
          height={96}
          className="fenqi-doc-image"
          preview={full ? { src: full } : true}
        />
      ) : (
        <div className="fenqi-doc-missing" aria-hidden>
          <FileOutlined />
          <span>尚未提供</span>
        </div>
      )}
      <Typography.Text className="fenqi-doc-caption">{label}</Typography.Text>
    </figure>
  );
}

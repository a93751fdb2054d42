import { FilePdfOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { ClientFile } from '../../api/v2/types/common';
import './summary.css';

/** The uploads of one file category, as a recap lists them. */
export interface UploadGroup {
  key: string | number;
  /** The category's name. */
  name: string;
  /** The links the form holds for it. */
  urls: readonly string[];
}

/**
 * Uploaded files by category with thumbnails (tap to enlarge; a PDF is a link by its name). The
 * stored files known to the flow give each link its thumbnail and type.
 */
export function UploadsSummary({
  groups,
  files,
}: {
  groups: readonly UploadGroup[];
  files: readonly ClientFile[];
}) {
  const shown = groups.filter((group) => group.urls.length > 0);
  if (shown.length === 0) return <Typography.Text type="secondary">尚未上傳任何文件</Typography.Text>;
  return (
    <div className="fenqi-summary-files">
      {shown.map((group) => (
        <div key={group.key} className="fenqi-summary-file-group">
          <Typography.Text type="secondary">
            {group.name}（{group.urls.length}）
          </Typography.Text>
          <Image.PreviewGroup>
            <div className="fenqi-summary-thumbs">
              {group.urls.map((url, index) => {
                const file = files.find((known) => known.fileUrl === url);
                return file?.contentType === 'application/pdf' ? (
                  <a
                    key={url}
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="fenqi-summary-pdf"
                  >
                    <FilePdfOutlined /> {file.name}
                  </a>
                ) : (
                  <Image
                    key={url}
                    src={file?.thumbnailUrl ?? url}
                    preview={{ src: url }}
                    alt={`${group.name} ${index + 1}`}
                    width={72}
                    height={72}
                  />
                );
              })}
            </div>
          </Image.PreviewGroup>
        </div>
      ))}
    </div>
  );
}

import { FilePdfOutlined, FileOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { fileSizeText } from '../../../ui/file-size-text';

/** Pictures every browser draws; a HEIC photo shows by its name and size instead. */
const DRAWN_IMAGES = ['image/jpeg', 'image/png', 'image/webp'];

/** A file chosen on the device, before it is sent: a picture's thumbnail, or its kind; its name and size. */
export function PickedFilePreview({ file }: { file: File }) {
  const url = useMemo(() => (DRAWN_IMAGES.includes(file.type) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <figure className="fenqi-picked-file" data-testid="supplement-preview">
      {url ? (
        <img src={url} alt={`預覽：${file.name}`} className="fenqi-picked-file-thumb" />
      ) : (
        <span className="fenqi-picked-file-icon" aria-hidden>
          {file.type === 'application/pdf' ? <FilePdfOutlined /> : <FileOutlined />}
        </span>
      )}
      <figcaption>
        <Typography.Text strong className="fenqi-picked-file-name">
          {file.name}
        </Typography.Text>
        <Typography.Text type="secondary">{fileSizeText(file.size)}</Typography.Text>
      </figcaption>
    </figure>
  );
}

import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { IdCardFields } from '../api/v2/types/commodity';
import type { IdCardPictures } from './capture-flow';
import { IdCardFieldsForm } from './IdCardFieldsForm';
import type { IdCardSide } from './read-id-card-side';
import { usePreviewUrl } from './use-preview-url';

/** How each side is named on screen. */
export const SIDE_NAME: Record<IdCardSide, string> = { front: '正面', back: '反面' };

/** A taken photo, small, with its side's name. */
function PicturePreview({ picture, side }: { picture?: Blob; side: IdCardSide }) {
  const url = usePreviewUrl(picture);
  if (!url) return null;
  return (
    <figure className="fenqi-capture-preview">
      <img src={url} alt={`身分證${SIDE_NAME[side]}照片`} />
      <figcaption>{SIDE_NAME[side]}</figcaption>
    </figure>
  );
}

/** The photo being read, under a spinner. */
export function ReadingView({ picture, side }: { picture?: Blob; side: IdCardSide }) {
  return (
    <div className="fenqi-capture-reading" aria-busy="true">
      <PicturePreview picture={picture} side={side} />
      <Spin size="large" />
      <p className="fenqi-capture-reading-text">辨識中，請稍候…</p>
    </div>
  );
}

/** A photo that could not be read: the reason, and the ways on (retake, type it in, skip the back). */
export function FailedView({
  picture,
  side,
  message,
  canRetake,
  onRetake,
  onGoOn,
}: {
  picture?: Blob;
  side: IdCardSide;
  message: string;
  canRetake: boolean;
  onRetake: () => void;
  onGoOn: () => void;
}) {
  return (
    <div className="fenqi-capture-failed">
      <PicturePreview picture={picture} side={side} />
      <Alert type="warning" showIcon title="無法辨識這張照片" description={message} />
      <div className="fenqi-capture-buttons">
        {canRetake && (
          <Button type="primary" size="large" block onClick={onRetake}>
            重新拍攝{SIDE_NAME[side]}
          </Button>
        )}
        <Button size="large" block type={canRetake ? 'default' : 'primary'} onClick={onGoOn}>
          {side === 'front' ? '手動填寫資料' : '略過反面，確認資料'}
        </Button>
      </div>
    </div>
  );
}

/** The fields to check and correct, with the photos taken. */
export function ReviewView({
  fields,
  pictures,
  onSubmit,
  extra,
}: {
  fields: IdCardFields;
  pictures: IdCardPictures;
  onSubmit: (fields: IdCardFields) => void;
  extra: ReactNode;
}) {
  const read = Object.keys(fields).length > 0;
  return (
    <div className="fenqi-capture-review">
      {(pictures.front || pictures.back) && (
        <div className="fenqi-capture-previews">
          <PicturePreview picture={pictures.front} side="front" />
          <PicturePreview picture={pictures.back} side="back" />
        </div>
      )}
      <Alert
        type="info"
        showIcon
        title={read ? '請核對以下資料是否與身分證相符，如有錯誤請直接修改。' : '請依身分證填寫以下資料。'}
      />
      <IdCardFieldsForm fields={fields} onSubmit={onSubmit} extra={extra} />
    </div>
  );
}

import { PictureOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { shrinkPhoto } from './shrink-photo';

/** The fallback button's label. */
export const PHOTO_FILE_LABEL = '改用相簿或相機拍照';

/** Not an image by its type (an empty type is let through: some browsers leave HEIC untyped). */
const notAnImage = (file: File) => file.type !== '' && !file.type.startsWith('image/');

/**
 * The way in that always works: a file input asking for a photo from the rear camera
 * (`capture="environment"`; desktop browsers open their file chooser instead). Large photos are
 * shrunk before they are handed on.
 */
export function PhotoFileButton({
  onPicture,
  type = 'default',
  disabled,
}: {
  onPicture: (picture: Blob) => void;
  type?: ButtonProps['type'];
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [wrongType, setWrongType] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setWrongType(notAnImage(file));
    if (!notAnImage(file)) onPicture(await shrinkPhoto(file));
  };

  return (
    <div className="fenqi-photo-file">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        // The button below is what people and screen readers use; the input only opens the chooser.
        aria-hidden="true"
        tabIndex={-1}
        className="fenqi-photo-file-input"
        disabled={disabled}
        onChange={(event) => void chosen(event)}
      />
      <Button
        type={type}
        block
        size="large"
        icon={<PictureOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {PHOTO_FILE_LABEL}
      </Button>
      {wrongType && (
        <p role="alert" className="fenqi-photo-file-error">
          請選擇照片檔案（JPG、PNG 或 HEIC）。
        </p>
      )}
    </div>
  );
}

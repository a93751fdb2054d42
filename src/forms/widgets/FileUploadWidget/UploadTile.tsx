import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import type { KeyboardEvent, MouseEvent } from 'react';
import './upload-tile.css';

/** Props of the tile a document is chosen with. */
export interface UploadTileProps {
  /** The document's category name, e.g. 身分證正面. */
  name: string;
  /** How many files of it are uploaded, and how many it takes. */
  uploaded: number;
  max: number;
  /** Ids of the texts that say what is wrong with the field (validation, a failed upload). */
  describedBy?: string;
  invalid?: boolean;
}

/** The tile's state as it reads: 未上傳, 已上傳, or 已上傳 2/5 for a category of several files. */
export function tileState(uploaded: number, max: number): string {
  if (uploaded === 0) return '未上傳';
  return max > 1 ? `已上傳 ${uploaded}/${max}` : '已上傳';
}

/** Opens the file chooser of the upload the tile sits in (its hidden file input). */
function openChooser(event: MouseEvent<HTMLButtonElement>) {
  const input = event.currentTarget
    .closest('.ant-upload')
    ?.querySelector<HTMLInputElement>('input[type=file]');
  input?.click();
}

/**
 * The upload's trigger as a real button: Tab reaches it, Enter and Space open the file chooser, and
 * it is named by what it shows (the category and 未上傳 / 已上傳), described by the field's errors.
 * (antd's own trigger is a span that only knows Enter and, with a button inside, drops the focus.)
 */
export function UploadTile({ name, uploaded, max, describedBy, invalid }: UploadTileProps) {
  // antd's upload also opens the chooser on Enter; the button's own click is the one that counts.
  const keepKeyHere = (event: KeyboardEvent<HTMLButtonElement>) => event.stopPropagation();
  return (
    <button
      type="button"
      className="fenqi-upload-tile"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onClick={openChooser}
      onKeyDown={keepKeyHere}
    >
      {uploaded > 0 ? (
        <CheckCircleFilled aria-hidden className="fenqi-upload-tile-icon is-done" />
      ) : (
        <PlusOutlined aria-hidden className="fenqi-upload-tile-icon" />
      )}
      <span className="fenqi-upload-tile-name">{name}</span>
      <span className="fenqi-upload-tile-state">{tileState(uploaded, max)}</span>
    </button>
  );
}

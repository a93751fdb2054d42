import { useEffect, useRef, useState } from 'react';
import type { UploadFile as AntUploadFile } from 'antd';
import type { FileCategory, FileUploader, UploadedFile } from '../../form-context';
import { discardQueued, QUEUED_TEXT, useQueuedTiles } from './queued-tiles';
import { urlsOf } from './upload-values';

/** What a failed upload says, after the file's name. */
export const FAILED_TEXT = '上傳失敗，請重試';
/** What a file the server refused from the offline queue says on its square (its message is below). */
export const REFUSED_TEXT = '未被接受';

/** What the upload field works with: its value, its category and how to upload and report. */
export interface CategoryUploadsInput {
  id: string;
  value: unknown;
  category: FileCategory;
  uploadFile: FileUploader;
  onChange: (value: unknown) => void;
  onBlur: (id: string, value: unknown) => void;
}

/**
 * The uploads of one field: the files stored (the value's URLs, with what the server said about each)
 * and those still uploading or failed; `start` uploads a picked file, `remove` drops one.
 */
export function useCategoryUploads({
  id,
  value,
  category,
  uploadFile,
  onChange,
  onBlur,
}: CategoryUploadsInput) {
  const multiple = category.maxOnApply > 1;
  // The value holds only URLs; what the server said about each file (thumbnail, name) lives here.
  const [known, setKnown] = useState<Record<string, UploadedFile>>({});
  const [pending, setPending] = useState<AntUploadFile[]>([]);
  // Uploads finish out of order and faster than re-renders; each one appends to the latest value, not its own.
  const valueRef = useRef(urlsOf(value));
  useEffect(() => {
    valueRef.current = urlsOf(value);
  }, [value]);
  const active = useRef(new Set<string>());
  useEffect(() => {
    const uploads = active.current;
    // An upload finishing after the field is gone must not write a value back into the form.
    return () => uploads.clear();
  }, []);

  const emit = (urls: string[]) => {
    valueRef.current = urls;
    onChange(urls.length === 0 ? undefined : multiple ? urls : urls[0]);
  };
  const updatePending = (uid: string, patch: Partial<AntUploadFile>) =>
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  const start = (file: File & { uid: string }) => {
    const { uid } = file;
    if (!multiple) {
      // A new pick in single mode supersedes whatever was still uploading or failed.
      active.current.clear();
      setPending([]);
    }
    active.current.add(uid);
    // The progress bar is named after its file (antd shows it, and lets it fade out after the upload).
    const progressName = `${file.name} 上傳進度`;
    setPending((list) => [
      ...list,
      { uid, name: file.name, status: 'uploading', percent: 0, 'aria-label': progressName },
    ]);
    uploadFile(file, category, (percent) => active.current.has(uid) && updatePending(uid, { percent })).then(
      (uploaded) => {
        if (!active.current.delete(uid)) return;
        setKnown((map) => ({ ...map, [uploaded.fileUrl]: uploaded }));
        setPending((list) => list.filter((item) => item.uid !== uid));
        const urls = multiple ? [...valueRef.current, uploaded.fileUrl] : [uploaded.fileUrl];
        emit(urls);
        // The field is done with: validate it now, so a 請上傳 shown by an earlier submit goes away.
        onBlur(id, multiple ? urls : urls[0]);
      },
      () => {
        if (active.current.delete(uid))
          updatePending(uid, { status: 'error', response: `${file.name}：${FAILED_TEXT}` });
      },
    );
  };

  const remove = (file: AntUploadFile) => {
    active.current.delete(file.uid);
    discardQueued(file.uid);
    setPending((list) => list.filter((item) => item.uid !== file.uid));
    if (urlsOf(value).includes(file.uid)) emit(valueRef.current.filter((url) => url !== file.uid));
  };

  const urls = urlsOf(value);
  // Files still in the offline queue: 等待網路 with their picture, or the server's refusal.
  const queued = useQueuedTiles(urls);
  const stored: AntUploadFile[] = urls.map((url) => {
    const tile = queued[url];
    if (tile?.state === 'waiting')
      return {
        uid: url,
        name: tile.name,
        status: 'done' as const,
        thumbUrl: tile.preview,
        response: QUEUED_TEXT,
      };
    if (tile)
      return {
        uid: url,
        name: tile.name,
        status: 'error' as const,
        response: `${tile.name}：${tile.message ?? ''}`,
      };
    return {
      uid: url,
      name: known[url]?.name ?? category.name,
      status: 'done' as const,
      url,
      thumbUrl: known[url]?.thumbnailUrl ?? url,
    };
  });
  const waiting = urls.filter((url) => queued[url]?.state === 'waiting').length;
  // What the tile counts as uploaded: a refused or lost file is not (its square says why).
  const kept = urls.filter((url) => !queued[url] || queued[url].state === 'waiting').length;
  return { multiple, urls, kept, pending, waiting, fileList: [...stored, ...pending], start, remove };
}

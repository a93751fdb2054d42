import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { PlusOutlined } from '@ant-design/icons';
import { Typography, Upload, type UploadFile as AntUploadFile } from 'antd';
import type { FenqiFormContext, FileCategory, FileUploader, UploadedFile } from '../../form-context';

/** Props of the file upload widget: RJSF's, with Fenqi's form context. */
export type FileUploadWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

const UPLOADING_TEXT = '檔案上傳中，請稍候！';
const FAILED_TEXT = '上傳失敗，請重試';

/** Without a server uploader (previews, dev) the file becomes a data URL, so the form still works end to end. */
export const readAsDataUrl: FileUploader = (file, _category, onProgress) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.onload = () => {
      const fileUrl = String(reader.result);
      resolve({ id: fileUrl, fileUrl, name: file.name, contentType: file.type, size: file.size });
    };
    reader.readAsDataURL(file);
  });

function urlsOf(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return [value];
  return Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string' && url !== '')
    : [];
}

/**
 * Uploads files of the server's category `ui:options.fileCategory`: one (value = its `fileUrl`) when the
 * category's `maxOnApply` is 1, otherwise up to `maxOnApply` (value = array of `fileUrl`s).
 */
export default function FileUploadWidget(props: FileUploadWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options, registry } = props;
  const { fileCategories, uploadFile = readAsDataUrl } = registry.formContext;
  const category: FileCategory | undefined = fileCategories?.[String(options.fileCategory)];
  if (!category) throw new Error(`Unknown file category ${String(options.fileCategory)} at ${id}`);
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
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading', percent: 0 }]);
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

  const urls = urlsOf(value);
  const uploadingCount = pending.filter((item) => item.status === 'uploading').length;
  const room = multiple ? category.maxOnApply - urls.length - uploadingCount : 1;
  const fileList: AntUploadFile[] = [
    ...urls.map((url) => ({
      uid: url,
      name: known[url]?.name ?? category.name,
      status: 'done' as const,
      url,
      thumbUrl: known[url]?.thumbnailUrl ?? url,
    })),
    ...pending,
  ];
  const locked = Boolean(disabled || readonly);

  const renderItem = (node: ReactNode, file: AntUploadFile) =>
    file.status !== 'error' ? (
      node
    ) : (
      <div style={{ position: 'relative', width: '100%', height: '100%' }}>
        {node}
        <div style={{ position: 'absolute', insetInline: 4, bottom: 4, fontSize: 12, lineHeight: 1.3 }}>
          <Typography.Text type="danger">{FAILED_TEXT}</Typography.Text>
        </div>
      </div>
    );

  return (
    <div>
      <Upload
        id={id}
        listType="picture-card"
        accept={typeof options.accept === 'string' ? options.accept : 'image/*'}
        multiple={multiple}
        disabled={locked}
        fileList={fileList}
        showUploadList={{ showRemoveIcon: !locked, showPreviewIcon: true }}
        itemRender={renderItem}
        beforeUpload={(file, batch) => {
          // Files beyond maxOnApply in one pick are dropped, like the server would reject them.
          if (batch.indexOf(file) < room) start(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          active.current.delete(file.uid);
          setPending((list) => list.filter((item) => item.uid !== file.uid));
          if (urls.includes(file.uid)) emit(valueRef.current.filter((url) => url !== file.uid));
        }}
      >
        {!locked && room > 0 ? (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{category.name}</div>
          </div>
        ) : null}
      </Upload>
      {uploadingCount > 0 ? (
        <Typography.Text role="status" type="secondary">
          {UPLOADING_TEXT}
        </Typography.Text>
      ) : null}
      {category.sampleUrl ? (
        <div>
          <Typography.Link href={category.sampleUrl} target="_blank" rel="noopener noreferrer">
            範例
          </Typography.Link>
        </div>
      ) : null}
    </div>
  );
}

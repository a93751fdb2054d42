import type { ReactNode } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Typography, Upload, type UploadFile as AntUploadFile } from 'antd';
import { queuedIdOf } from '../../../api/offline/queue/queue-item';
import type { FenqiFormContext, FileCategory } from '../../form-context';
import { UploadTile } from './UploadTile';
import { QUEUED_TEXT } from './queued-tiles';
import { readAsDataUrl } from './upload-values';
import { FAILED_TEXT, REFUSED_TEXT, useCategoryUploads } from './use-category-uploads';

export { readAsDataUrl };

/** Props of the file upload widget: RJSF's, with Fenqi's form context. */
export type FileUploadWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

const UPLOADING_TEXT = '檔案上傳中，請稍候！';

// A failed file's square is marked, and so is one waiting in the offline queue (等待網路); the
// words are also read from the live regions under the tiles.
const renderItem = (node: ReactNode, file: AntUploadFile) => {
  const queued = file.status === 'done' && file.response === QUEUED_TEXT;
  if (file.status !== 'error' && !queued) return node;
  // A stand-in of the offline queue in error was refused by the server (trying again will not help).
  const refused = file.status === 'error' && queuedIdOf(file.uid) !== null;
  return (
    <div
      style={{ position: 'relative', width: '100%', height: '100%' }}
      data-queued={queued || undefined}
      className={queued ? 'fenqi-upload-queued' : undefined}
    >
      {node}
      <div aria-hidden className="fenqi-upload-mark">
        <Typography.Text type={queued ? 'warning' : 'danger'} strong={queued}>
          {queued ? QUEUED_TEXT : refused ? REFUSED_TEXT : FAILED_TEXT}
        </Typography.Text>
      </div>
    </div>
  );
};

/**
 * Uploads files of the server's category `ui:options.fileCategory`: one (value = its `fileUrl`) when the
 * category's `maxOnApply` is 1, otherwise up to `maxOnApply` (value = array of `fileUrl`s). The files
 * are picked with a tile (UploadTile) that the keyboard reaches; a failed upload is announced.
 */
export default function FileUploadWidget(props: FileUploadWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options, registry, rawErrors } = props;
  const { fileCategories, uploadFile = readAsDataUrl } = registry.formContext;
  const category: FileCategory | undefined = fileCategories?.[String(options.fileCategory)];
  if (!category) throw new Error(`Unknown file category ${String(options.fileCategory)} at ${id}`);
  const uploads = useCategoryUploads({ id, value, category, uploadFile, onChange, onBlur });
  const { multiple, urls, kept, pending, waiting, fileList } = uploads;

  const uploadingCount = pending.filter((item) => item.status === 'uploading').length;
  const failed = fileList.filter((item) => item.status === 'error');
  const room = multiple ? category.maxOnApply - urls.length - uploadingCount : 1;
  const locked = Boolean(disabled || readonly);
  const uploadErrorId = `${id}__upload-error`;

  return (
    <div>
      <Upload
        id={id}
        listType="picture-card"
        accept={typeof options.accept === 'string' ? options.accept : 'image/*'}
        openFileDialogOnClick={false}
        multiple={multiple}
        disabled={locked}
        fileList={fileList}
        showUploadList={{ showRemoveIcon: !locked, showPreviewIcon: true }}
        itemRender={renderItem}
        beforeUpload={(file, batch) => {
          // Files beyond maxOnApply in one pick are dropped, like the server would reject them.
          if (batch.indexOf(file) < room) uploads.start(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={uploads.remove}
      >
        {!locked && room > 0 ? (
          <UploadTile
            name={category.name}
            uploaded={kept}
            max={category.maxOnApply}
            describedBy={`${id}__error ${uploadErrorId}`}
            invalid={(rawErrors?.length ?? 0) > 0 || failed.length > 0}
          />
        ) : null}
      </Upload>
      <div id={uploadErrorId} className="fenqi-field-error" role="alert">
        {failed.map((item) => (
          <div key={item.uid}>{String(item.response)}</div>
        ))}
      </div>
      {waiting > 0 ? (
        <Typography.Text role="status" type="warning">
          {`${waiting} 個檔案${QUEUED_TEXT}，連線後自動上傳`}
        </Typography.Text>
      ) : null}
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

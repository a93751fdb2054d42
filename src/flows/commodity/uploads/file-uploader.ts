import { uploadCommodityFile } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import type { FileUploader } from '../../../forms/form-context';
import { createUploader, type FileUploaderOptions } from '../../../step-flow/uploads/file-uploader';
import { flowFileStored } from '../../../step-flow/slice';
import { COMMODITY } from '../flow-name';

export { toUploadedFile, type UploadCall } from '../../../step-flow/uploads/file-uploader';

/**
 * The commodity forms' and contracts' uploader: the shared one (compression, retry, progress,
 * failure dialog) on the application draft's files (`…/tmp/files`), telling the flow of each
 * stored file (its files rule keeps it for caseFileIds).
 */
export function createFileUploader({
  dispatch,
  upload = (categoryId, ...rest) => uploadCommodityFile(Number(categoryId), ...rest),
  ...options
}: Omit<FileUploaderOptions, 'upload' | 'onStored'> &
  Partial<Pick<FileUploaderOptions, 'upload'>>): FileUploader {
  const onStored = (reply: ClientFile) => dispatch(flowFileStored(COMMODITY, reply));
  return createUploader({ dispatch, upload, onStored, ...options });
}

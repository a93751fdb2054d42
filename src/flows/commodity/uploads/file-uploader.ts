import { uploadCommodityFile } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import type { FileUploader } from '../../../forms/form-context';
import { createUploader, type FileUploaderOptions } from '../../../step-flow/uploads/file-uploader';
import { fileStored } from '../actions';

export { toUploadedFile, type UploadCall } from '../../../step-flow/uploads/file-uploader';

/**
 * The commodity forms' and contracts' uploader: the shared one (compression, retry, progress,
 * failure dialog) on the application draft's files (`…/tmp/files`), telling the store of each
 * stored file so the application's caseFileIds know it (`multiple`: whether its category takes
 * several files, by the server's categories; a signature's does not).
 */
export function createFileUploader({
  dispatch,
  upload = (categoryId, ...rest) => uploadCommodityFile(Number(categoryId), ...rest),
  multiple = () => false,
  ...options
}: Omit<FileUploaderOptions, 'upload' | 'onStored'> &
  Partial<Pick<FileUploaderOptions, 'upload'>> & {
    multiple?: (categoryId: string) => boolean;
  }): FileUploader {
  const onStored = (reply: ClientFile) => dispatch(fileStored(reply, multiple(reply.fileCategoryId)));
  return createUploader({ dispatch, upload, onStored, ...options });
}

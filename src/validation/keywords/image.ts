import { hasUpload } from '../checks/image';
import { defineCheckKeyword } from './define-check-keyword';

/** `image: true` — the field needs an uploaded file. */
export const imageKeyword = defineCheckKeyword({
  keyword: 'image',
  module: 'image',
  exportName: 'hasUpload',
  check: hasUpload,
  message: '請上傳 {field}',
});

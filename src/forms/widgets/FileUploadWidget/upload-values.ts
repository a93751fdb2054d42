import type { FileUploader } from '../../form-context';

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

/** The file URLs an upload field's value holds (one URL, or an array of them). */
export function urlsOf(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return [value];
  return Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string' && url !== '')
    : [];
}

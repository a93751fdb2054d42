/** A form field of an upload, as the API document shows it. */
const field = (title: string) => ({ type: 'string', title });

/**
 * The body of a multipart upload as the API document shows it (`requestBody` with
 * `multipart/form-data`): the form fields, sent before the file, and the file under `fileField`.
 * Spread into a route's schema. @fastify/multipart reads the body in the handler
 * (storage/receive-upload.ts), so the body Fastify validates is empty: the schema sets no
 * `type` and requires nothing, and only documents. The upload attack suite
 * (tests/security/uploads.test.ts) finds the upload routes by this.
 */
export function multipartUpload(fields: Record<string, string> = {}, fileField = 'file') {
  const properties: Record<string, object> = {};
  for (const [name, title] of Object.entries(fields)) properties[name] = field(title);
  properties[fileField] = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    title: '檔案（依內容判斷格式，不看副檔名）',
  };
  return {
    consumes: ['multipart/form-data'],
    body: { content: { 'multipart/form-data': { schema: { properties } } } },
  };
}

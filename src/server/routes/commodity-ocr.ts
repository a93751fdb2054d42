import type { FastifyInstance } from 'fastify';
import { API_ERRORS, ApiError } from '../api-error';
import { commodityAuth } from '../auth/request-auth';
import type { IdCardFields } from '../commodity/id-card-reader';
import type { ServerContext } from '../context';
import { checkImageDecodes, isDecodedType } from '../storage/image-checks';
import { IMAGE_TYPES, sniffContentType } from '../storage/sniff-content-type';
import { replyRef } from '../contract/reply-schemas';
import { multipartUpload } from './upload-body';
import { UPLOAD } from '../contract/route-error-groups';

/** `?onlyFront` may come bare (empty), or as true/false/1/0. */
const FLAG = { type: 'string', enum: ['', 'true', 'false', '1', '0'] };
const isSet = (flag: string | undefined) => flag !== undefined && flag !== 'false' && flag !== '0';

/**
 * `POST /members/commodity-cases/id-card-ocr?onlyFront&onlyBack`: reads an ID-card picture so the
 * form can be pre-filled, on this machine (tesseract: the ID number and dates of the front) or
 * with the outside OCR service when OCR_API_URL is set. The picture is not kept. Nothing useful
 * read → 422 asking for a clearer photo; the reader failing (service unreachable, engine busy)
 * → 503, asking the applicant to type the data in.
 */
export async function commodityOcrRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.post<{ Querystring: { onlyFront?: string; onlyBack?: string } }>(
    '/api/v2/members/commodity-cases/id-card-ocr',
    {
      onRequest: commodityAuth(ctx, ['commodity', 'draft']),
      config: { errors: [...UPLOAD, API_ERRORS.ocrUnreadable(), API_ERRORS.ocrUnavailable()] },
      schema: {
        operationId: 'readIdCard',
        tags: ['commodity'],
        summary: '身分證辨識（multipart 圖片），回傳辨識到的欄位',
        ...multipartUpload(),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            onlyFront: { ...FLAG, title: '只辨識正面' },
            onlyBack: { ...FLAG, title: '只辨識背面' },
          },
        },
        response: { 200: replyRef('id-card-reading') },
      },
    },
    async (request): Promise<IdCardFields> => {
      if (!request.isMultipart()) throw new ApiError(415, '415', '請以 multipart/form-data 上傳檔案');
      const part = await request.file();
      if (!part) throw new ApiError(422, '422', '請上傳身分證照片');
      const image = await part.toBuffer(); // bounded by the multipart fileSize limit (413)
      const type = sniffContentType(image.subarray(0, 16));
      if (!type || !IMAGE_TYPES.includes(type)) throw API_ERRORS.unsupportedFile();
      // A bomb or a broken image is the sender's fault (4xx), not the reader's (503).
      if (isDecodedType(type)) await checkImageDecodes(image);
      let fields: IdCardFields | null;
      try {
        fields = await ctx.ocr.read(image, type, {
          onlyFront: isSet(request.query.onlyFront),
          onlyBack: isSet(request.query.onlyBack),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'ID-card OCR failed');
        throw API_ERRORS.ocrUnavailable();
      }
      if (!fields) throw API_ERRORS.ocrUnreadable();
      return fields;
    },
  );
}

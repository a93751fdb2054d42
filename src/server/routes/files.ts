import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { fileReply, SIGNED_LINK_QUERY } from '../contract/reply-schemas';

/**
 * `GET /api/v2/files/{id}` and `/thumbnail`: a stored file through its signed link (see
 * storage/file-urls.ts). Without a genuine, unexpired signature the answer is 403.
 */
export async function fileRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const schema = (operationId: string, summary: string) => ({
    operationId,
    tags: ['files'],
    summary,
    params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', title: '檔案編號' } } },
    querystring: SIGNED_LINK_QUERY,
    response: { 200: fileReply('檔案本身；縮圖為 WebP', ['*/*']) },
  });
  for (const variant of ['file', 'thumbnail'] as const) {
    app.get<{ Params: { id: number }; Querystring: { expires: number; signature: string } }>(
      variant === 'file' ? '/api/v2/files/:id' : '/api/v2/files/:id/thumbnail',
      {
        config: { errors: [API_ERRORS.forbidden(), API_ERRORS.notFound('檔案')] },
        schema:
          variant === 'file'
            ? schema('getSignedFile', '以簽章連結讀取檔案')
            : schema('getSignedFileThumbnail', '以簽章連結讀取縮圖'),
      },
      async (request, reply) => {
        const { id } = request.params;
        const { expires, signature } = request.query;
        if (!ctx.fileUrls.verify(id, variant, expires, signature, ctx.clock())) throw API_ERRORS.forbidden();
        const file = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
        const key = variant === 'file' ? file?.storage_key : file?.thumbnail_key;
        if (!file || !key) throw API_ERRORS.notFound('檔案');
        const bytes = await ctx.files.read(key);
        if (!bytes) throw API_ERRORS.notFound('檔案'); // the row outlived its blob: 404, never 500
        return (
          reply
            .header('content-type', variant === 'file' ? file.content_type : 'image/webp')
            .header('cache-control', 'private, max-age=3600')
            .header('x-content-type-options', 'nosniff')
            // Were a browser ever to render an upload as a page, it would be one without script or origin.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header(
              'content-disposition',
              `inline; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
            )
            .send(bytes)
        );
      },
    );
  }
}

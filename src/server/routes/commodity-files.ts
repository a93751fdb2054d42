import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApplyFileCategories } from '../../validation/api-replies';
import { REPO_ROOT } from '../../validation/repo-root';
import { API_ERRORS } from '../api-error';
import { commodityAuth } from '../auth/request-auth';
import { deleteDraftFile, groupByCategory, listDraftFiles, receiveDraftFile } from '../commodity/draft-files';
import { draftOwnerOf } from '../commodity/draft-owner';
import { applyCategories } from '../commodity/file-categories';
import type { ServerContext } from '../context';
import { describeFile } from '../storage/file-view';
import { fileReply, NO_CONTENT_REPLY, replyRef } from '../contract/reply-schemas';
import { multipartUpload } from './upload-body';
import { UPLOAD } from '../contract/route-error-groups';

/** Hand-drawn sample pictures, one per apply category (db/seed/samples/<id>.svg), read from the source tree. */
const SAMPLES_DIR = join(REPO_ROOT, 'src', 'server', 'db', 'seed', 'samples');

function readSamples(ids: readonly number[]): Map<number, Buffer> {
  const samples = new Map<number, Buffer>();
  for (const id of ids) {
    try {
      samples.set(id, readFileSync(join(SAMPLES_DIR, `${id}.svg`)));
    } catch {
      // A category without a drawing simply has no sample (404).
    }
  }
  return samples;
}

const samplePath = (id: number) => `/api/v2/members/file-categories/${id}/sample`;
const TAGS = ['commodity'];
const fileId = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', title: '檔案編號', minimum: 1 } },
};

/**
 * Uploads of the commodity application (spec §3 file categories, §4 rules): the apply-phase
 * categories with the caller's draft files and a sample picture each, and adding or removing a
 * draft file. Both a member's commodity token and a new member's draft token are accepted.
 */
export async function commodityFilesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const applicant = commodityAuth(ctx, ['commodity', 'draft']);
  const samples = readSamples((await applyCategories(ctx.db, ['apply'])).map((c) => c.id));

  app.get(
    '/api/v2/members/commodity-cases/file-categories',
    {
      onRequest: applicant,
      schema: {
        operationId: 'listApplicationFileCategories',
        tags: TAGS,
        summary: '申辦時要上傳的檔案類別，附範例圖與已上傳的草稿檔案',
        response: { 200: replyRef('apply-file-categories') },
      },
    },
    async (request): Promise<ApplyFileCategories> => {
      const files = groupByCategory(ctx, await listDraftFiles(ctx.db, draftOwnerOf(request.auth)));
      // The documents of step 4 and the contract signatures of step 5, so a reloaded draft keeps both.
      return (await applyCategories(ctx.db)).map((category) => ({
        ...category,
        sampleUrl: samples.has(category.id) ? samplePath(category.id) : null,
        clientFiles: files[String(category.id)] ?? [],
      }));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/file-categories/:id/sample',
    {
      config: { errors: [API_ERRORS.notFound('此檔案類別的範例圖')] },
      schema: {
        operationId: 'getFileCategorySample',
        tags: TAGS,
        summary: '檔案類別的範例圖（SVG）',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', title: '檔案類別', minimum: 1 } },
        },
        response: { 200: fileReply('範例圖（SVG）', ['image/svg+xml']) },
      },
    },
    async (request, reply) => {
      const sample = samples.get(request.params.id);
      if (!sample) throw API_ERRORS.notFound('此檔案類別的範例圖');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(sample);
    },
  );

  app.post(
    '/api/v2/members/commodity-cases/tmp/files',
    {
      onRequest: applicant,
      config: {
        errors: [
          ...UPLOAD,
          API_ERRORS.wrongCategory(),
          API_ERRORS.tooManyFiles(10),
          API_ERRORS.notFound('此檔案'),
        ],
      },
      schema: {
        operationId: 'uploadCommodityDraftFile',
        tags: TAGS,
        summary: '上傳申辦檔案（multipart：先送 fileCategoryId 欄位，再送檔案）',
        description:
          '單一檔案的類別會取代原檔；可多檔的類別（如 13）附加至 maxOnApply 為止（超過 400-10）。' +
          '上傳 14 會移除 15，反之亦然。類別不存在或非申辦類別回 3012。',
        ...multipartUpload({ fileCategoryId: '檔案類別' }),
        response: { 201: replyRef('client-file') },
      },
    },
    async (request, reply) => {
      const stored = await receiveDraftFile(request, ctx, draftOwnerOf(request.auth));
      return reply.code(201).send(describeFile(ctx, stored));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/v2/members/commodity-cases/tmp/files/:id',
    {
      onRequest: applicant,
      config: { errors: [API_ERRORS.notFound('此檔案')] },
      schema: {
        operationId: 'deleteCommodityDraftFile',
        tags: TAGS,
        summary: '刪除自己的一個申辦草稿檔案',
        params: fileId,
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      await deleteDraftFile(ctx, draftOwnerOf(request.auth), request.params.id);
      return reply.code(204).send();
    },
  );
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StudioContracts, StudioForm, StudioForms, StudioImpact } from '../../validation/api-replies';
import { isSchemaNode } from '../../validation/json-schema';
import { formNames, readJson } from '../../validation/schema-files';
import type { ServerContext } from '../context';
import { appLintContext } from '../../schema-lint/app-registries';
import { API_ERRORS } from '../api-error';
import { FormPreviews, type PreviewRequest } from '../studio/form-preview';
import { prettierJsonFormatter } from '../studio/prettier-format';
import { contractFilesIn, contractPreviewPdf } from '../studio/contract-preview';
import { schemaImpact } from '../studio/schema-impact';
import { StudioFiles, type StudioFile } from '../studio/studio-files';
import { fileReply, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { GUESSED, STUDIO_PATH, when } from '../contract/route-error-groups';

const TAGS = ['studio'];
const FORM_PARAMS = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', title: '表單名稱', pattern: '^[A-Za-z][A-Za-z0-9]*$', maxLength: 60 },
  },
} as const;

/**
 * The form studio's files: the forms with their schema, uiSchema and fixture files as
 * they are on disk, the live preview of unsaved edits (lint, compile, fixture cases, and the
 * compiled module as a script), a check that formats a file without writing it (the studio shows
 * the diff), and the save. Registered outside production only: in production these paths do not exist.
 */
export async function studioRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  if (ctx.config.production) return;
  const root = ctx.config.studioRoot;
  const files = new StudioFiles(root, prettierJsonFormatter(root));
  const schemasDir = join(root, 'schemas');
  let lintContext: ReturnType<typeof appLintContext> | undefined;
  const previews = new FormPreviews(root, () => (lintContext ??= appLintContext()));

  app.get(
    '/api/v2/dev/studio/forms',
    {
      schema: {
        operationId: 'listStudioForms',
        tags: TAGS,
        summary: '表單工作室：所有表單與各自的測試案例數',
        response: { 200: replyRef('studio-forms') },
      },
    },
    async (): Promise<StudioForms> =>
      formNames(schemasDir).map((name) => {
        const schema = readJson(join(schemasDir, `${name}.json`));
        const title = isSchemaNode(schema) && typeof schema.title === 'string' ? schema.title : null;
        return { name, title, fixtureCount: files.list(`fixtures/${name}`).length };
      }),
  );

  app.get<{ Params: { name: string } }>(
    '/api/v2/dev/studio/forms/:name',
    {
      config: { errors: [STUDIO_PATH, API_ERRORS.notFound('檔案')] },
      schema: {
        operationId: 'getStudioForm',
        tags: TAGS,
        summary: '表單工作室：一份表單的 schema、uiSchema 與測試案例檔（原文）',
        params: FORM_PARAMS,
        response: { 200: replyRef('studio-form') },
      },
    },
    async (request): Promise<StudioForm> => {
      const { name } = request.params;
      const uiSchemaPath = `uischemas/${name}.json`;
      return {
        name,
        schema: files.read(`schemas/${name}.json`),
        uiSchema: existsSync(files.resolve(uiSchemaPath)) ? files.read(uiSchemaPath) : null,
        fixtures: files.list(`fixtures/${name}`).map((path) => files.read(path)),
      };
    },
  );

  app.post<{ Body: StudioFile }>(
    '/api/v2/dev/studio/files/check',
    {
      config: { errors: [STUDIO_PATH, when(422, '422', '不是有效的 JSON，或不符其資料夾的格式')] },
      schema: {
        operationId: 'checkStudioFile',
        tags: TAGS,
        summary: '表單工作室：檢查並排版一個檔案，不寫入（供儲存前比對差異）',
        body: requestBodyRef('studio-file'),
        response: { 200: replyRef('studio-file') },
      },
    },
    async (request) => files.prepare(request.body),
  );

  app.put<{ Body: StudioFile }>(
    '/api/v2/dev/studio/files',
    {
      config: {
        errors: [
          STUDIO_PATH,
          API_ERRORS.notFound('資料夾'),
          when(422, '422', '不是有效的 JSON，或不符其資料夾的格式'),
        ],
      },
      schema: {
        operationId: 'saveStudioFile',
        tags: TAGS,
        summary: '表單工作室：儲存一個檔案（檢查、排版後整檔寫入）',
        body: requestBodyRef('studio-file'),
        response: { 200: replyRef('studio-file') },
      },
    },
    async (request) => files.write(request.body),
  );

  app.post<{ Body: { path?: string; form?: string; schema: string } }>(
    '/api/v2/dev/studio/impact',
    {
      config: { errors: [API_ERRORS.notFound('表單')] },
      schema: {
        operationId: 'getStudioSchemaImpact',
        tags: TAGS,
        summary:
          '表單工作室：儲存 schema 檔（表單或共用定義）前，每個受影響表單變更的欄位與受影響的未送出草稿、近 30 天案件數',
        body: requestBodyRef('studio-impact'),
        response: { 200: replyRef('studio-impact') },
      },
    },
    async (request): Promise<StudioImpact> => {
      const { path, form, schema } = request.body;
      return schemaImpact(ctx, root, path ?? `schemas/${form}.json`, schema);
    },
  );

  app.get(
    '/api/v2/dev/studio/contracts',
    {
      schema: {
        operationId: 'listStudioContracts',
        tags: TAGS,
        summary: '表單工作室：contracts/ 下的契約檔（磁碟上的內容）',
        response: { 200: replyRef('studio-contracts') },
      },
    },
    async (): Promise<StudioContracts> =>
      contractFilesIn(root).map(({ id, title, version, signer }) => ({ id, title, version, signer })),
  );

  app.get<{ Params: { id: string }; Querystring: { caseNo: string } }>(
    '/api/v2/dev/studio/contracts/:id/preview',
    {
      config: { errors: [API_ERRORS.notFound('契約'), API_ERRORS.caseNotFound(), GUESSED] },
      schema: {
        operationId: 'previewStudioContract',
        tags: TAGS,
        summary: '表單工作室：以一件案件的數字預覽契約檔（與簽署後的 PDF 相同版面，簽名為示意）',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', title: '契約代號', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60 },
          },
        },
        querystring: {
          type: 'object',
          required: ['caseNo'],
          additionalProperties: false,
          properties: { caseNo: { type: 'string', title: '案件編號', pattern: '^[A-Z0-9]{4,30}$' } },
        },
        response: { 200: fileReply('契約預覽 PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const pdf = await contractPreviewPdf(ctx, root, request.params.id, request.query.caseNo, request.ip);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${request.params.id}-preview.pdf"`)
        .send(pdf);
    },
  );

  app.post<{ Body: PreviewRequest }>(
    '/api/v2/dev/studio/preview',
    {
      schema: {
        operationId: 'previewStudioForm',
        tags: TAGS,
        summary: '表單工作室：以尚未儲存的內容檢查、編譯表單並逐案驗證測試案例',
        body: requestBodyRef('studio-preview'),
        response: { 200: replyRef('studio-preview') },
      },
    },
    async (request) => previews.preview(request.body),
  );

  app.get<{ Params: { id: string } }>(
    '/api/v2/dev/studio/preview/:id.js',
    {
      config: { errors: [API_ERRORS.notFound('預覽')] },
      schema: {
        operationId: 'getStudioPreviewScript',
        tags: TAGS,
        summary: '表單工作室：載入一份編譯好的預覽表單（JavaScript）',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', title: '預覽模組代號', pattern: '^[0-9a-f]{20}$' } },
        },
        response: { 200: fileReply('預覽表單模組（JavaScript）', ['text/javascript']) },
      },
    },
    async (request, reply) => {
      const script = previews.script(request.params.id);
      if (script === undefined) throw API_ERRORS.notFound('預覽');
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script);
    },
  );
}

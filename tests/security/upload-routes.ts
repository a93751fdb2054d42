import { DEMO_GUARANTOR, DEMO_SIGN_PATHS } from '../../src/server/demo/demo-people';
import type { DemoWorld } from '../api/contract-calls';
import type { OpenApiDocument } from './attack-requests';

/** How to reach an upload route's file handling as its rightful user: past auth and field checks. */
export interface UploadTarget {
  /** Path and query, with a valid token where the route takes it by query. */
  path: string;
  headers: Record<string, string>;
  /** The form fields sent before the file (the category, the case number). */
  fields: Record<string, string>;
  /** The multipart field of the file (the API document's schema names it). */
  fileField: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A valid request for each upload route of the API document, keyed as the document writes the
 * route. The suite fails while an upload route of the document has none here, so a new upload
 * route is attacked as soon as it is documented and given its valid fields.
 */
export const UPLOAD_TARGETS: Record<string, (world: DemoWorld) => Omit<UploadTarget, 'fileField'>> = {
  'POST /api/v2/members/commodity-cases/tmp/files': (w) => ({
    path: '/api/v2/members/commodity-cases/tmp/files',
    headers: bearer(w.draftToken),
    fields: { fileCategoryId: '13' },
  }),
  'POST /api/v2/members/commodity-cases/id-card-ocr': (w) => ({
    path: '/api/v2/members/commodity-cases/id-card-ocr?onlyFront',
    headers: bearer(w.commodityToken),
    fields: {},
  }),
  'POST /api/v2/members/cases/{id}/id-verify/tmp-file': (w) => ({
    path: `/api/v2/members/cases/${w.cases.approved.id}/id-verify/tmp-file`,
    headers: bearer(w.ming.token),
    fields: { fileCategoryId: '20' },
  }),
  'POST /api/v2/members/cases/{id}/payment-receipt-file': (w) => ({
    path: `/api/v2/members/cases/${w.cases.repaying.id}/payment-receipt-file`,
    headers: bearer(w.ming.token),
    fields: {},
  }),
  'POST /api/v2/members/commodity-payments/{caseSerNo}/receipt-files': (w) => ({
    path: `/api/v2/members/commodity-payments/${w.cases.repaying.id}/receipt-files`,
    headers: bearer(w.ming.token),
    fields: {},
  }),
  'POST /api/v2/members/tmp-case-file': (w) => ({
    path: `/api/v2/members/tmp-case-file?access_token=${w.mei.token}`,
    headers: {},
    fields: { appCaseNo: w.cases.supplement.caseNo },
  }),
  'POST /api/v2/guests/guarantor/{id}/files': () => ({
    path: `/api/v2/guests/guarantor/${DEMO_SIGN_PATHS.guarantor}/files`,
    headers: {},
    fields: { fileCategoryId: '18' }, // one file, replaced by the next: no count limit is reached
  }),
  'POST /api/v2/guarantor/images/{type}': (w) => ({
    path: `/api/v2/guarantor/images/12?appCaseNo=${w.cases.approved.caseNo}&id=${DEMO_GUARANTOR.idNum}`,
    headers: {},
    fields: {},
  }),
  'POST /api/v2/images/{doc_type}': (w) => ({
    path: `/api/v2/images/1_1?docType=1_1&access_token=${w.ming.token}`,
    headers: {},
    fields: {},
  }),
};

/** Schema of a multipart body as the document gives it (routes/upload-body.ts). */
interface MultipartSchema {
  properties?: Record<string, { contentMediaType?: string }>;
}

/** Every route of the document whose request body is multipart/form-data, with its file field. */
export function uploadRoutesOf(document: OpenApiDocument): { route: string; fileField: string }[] {
  const routes: { route: string; fileField: string }[] = [];
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const multipart = operation.requestBody?.content['multipart/form-data'];
      if (!multipart) continue;
      const properties = (multipart.schema as MultipartSchema | undefined)?.properties ?? {};
      const fileField = Object.keys(properties).find((name) => properties[name].contentMediaType) ?? 'file';
      routes.push({ route: `${method.toUpperCase()} ${path}`, fileField });
    }
  return routes;
}

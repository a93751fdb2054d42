import { applyOlderCase } from '../../api/v2/cases';
import { fetchBasicInfo } from '../../api/v2/member-info';
import type { MemberRecord, OlderUserInfoDraft } from '../../api/v2/types/member';
import { fetchUserInfoDraft, saveUserInfoDraft } from '../../api/v2/user-info-draft';
import { referenceLookups } from '../../forms/reference-lookups';
import { v1ReferenceLookups } from '../../forms/v1-reference-lookups';
import { defineFlow, StepRefusal, type StepSend } from '../../step-flow/flow-definition';
import { createUploader } from '../../step-flow/uploads/file-uploader';
import { olderApplyBodyOf, orderFormsOfDraft, userInfoDraftOf } from './model/older-apply';
import type { OrderApplicantForm } from './model/order-forms';
import { ORDER_DOCUMENT_CATEGORIES, uploadOrderDocument } from './order-documents';
import { orderLookups } from './order-lookups';
import { readOrderProgress, saveOrderProgress } from './order-progress';
import { periodsText, productByCode, productFormOf, type TestProduct } from './test-products';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** The engine's name of the flow (its state is `stepFlows.order`). */
export const ORDER_FLOW = 'order';

/**
 * What an order link names: the product (`?product=`) and this order (`&order=`, a key made when
 * the member chose the product), so ordering the same product again starts afresh.
 */
export interface OrderContext {
  product: string;
  order: string;
}

/** Where the applicant form's first data came from. */
export type ApplicantSource = 'draft' | 'profile' | 'none';

/** What the flow loads, and what its sends add. */
export interface OrderLoaded {
  product: TestProduct;
  /** Step 2's first data: the saved draft over the member's basic info. */
  applicant: OrderApplicantForm;
  applicantSource: ApplicantSource;
  /** The case the send created (null until then): the order is done once it has one. */
  appCaseNo: string | null;
}

const ORDER_KEY = /^[0-9a-z]{4,40}$/;

/** The member's basic info in the draft's shape (both are the older member record; nulls dropped). */
function profileDraftOf(record: MemberRecord): OlderUserInfoDraft {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null),
  ) as OlderUserInfoDraft;
}

/** Loads the draft and the member's basic info; the draft wins field by field (spec §4 formatting). */
async function loadOrder(ctx: OrderContext): Promise<OrderLoaded> {
  const product = productByCode(ctx.product);
  if (!product) throw new Error(`Unknown product ${ctx.product}`);
  const [draft, record] = await Promise.all([fetchUserInfoDraft(), fetchBasicInfo()]);
  const { applicant } = orderFormsOfDraft({ ...profileDraftOf(record), ...draft });
  const progress = readOrderProgress(ctx.order);
  return {
    product,
    applicant,
    applicantSource: draft ? 'draft' : Object.keys(applicant).length > 0 ? 'profile' : 'none',
    appCaseNo: progress?.appCaseNo ?? null,
  };
}

/**
 * Step 1 sends nothing: it only refuses a period the merchant does not offer for the product. The
 * select offers no other (order-lookups.ts); this still refuses one a kept draft of an earlier
 * visit may hold.
 */
const periodsCheck: StepSend<OrderContext, OrderLoaded> = {
  calls: ({ data, loaded }) => {
    if (!loaded.product.periods.includes(Number(data.appPeriods)))
      throw new StepRefusal(`此商品可選 ${periodsText(loaded.product)}，請重新選擇申請期數。`);
    return [];
  },
  outcome: () => undefined,
};

/** Step 2: the form, complete, as the server-side draft (so the next order starts from it). */
const applicantSend: StepSend<OrderContext, OrderLoaded> = {
  calls: ({ data }) => [
    { kind: 'send', label: '申請資料', call: (config) => saveUserInfoDraft(userInfoDraftOf(data), config) },
  ],
  outcome: () => undefined,
};

/**
 * The last step: sends the order once, its documents already filed (the server makes no case
 * without them); pressed offline, it waits in the offline queue. The order's key is the send's
 * Idempotency-Key: a retry after a lost reply, or a second click, hears the same case instead of
 * 2013. A member back here after sending only moves on.
 */
const orderSend: StepSend<OrderContext, OrderLoaded> = {
  calls: ({ ctx, loaded, forms }) =>
    loaded.appCaseNo
      ? []
      : [
          {
            kind: 'send',
            label: '訂單',
            call: async (config) => ({
              result: {
                appCaseNo: await applyOlderCase(
                  olderApplyBodyOf(forms.product ?? {}, forms.applicant ?? {}),
                  {
                    ...config,
                    headers: { ...config.headers, 'Idempotency-Key': orderSendKey(ctx.order) },
                  },
                ),
              },
            }),
          },
        ],
  outcome: (reply, { ctx, loaded }) => {
    if (loaded.appCaseNo) return { result: { appCaseNo: loaded.appCaseNo } };
    const { appCaseNo } = (reply as { result: { appCaseNo: string } }).result;
    saveOrderProgress(ctx.order, { appCaseNo });
    return { loaded: { ...loaded, appCaseNo }, result: { appCaseNo } };
  },
};

/** The Idempotency-Key of an order's send: one per order link (the server wants 8+ characters). */
export function orderSendKey(orderKey: string): string {
  return `order-${orderKey}`;
}

/**
 * The older order flow (spec §2 /member/order/*, §3 older-flow records, §7 Drafts, Images, Cases):
 * confirm the product and its periods, fill the member record (kept as the /tmp/user-info draft),
 * upload the identity documents the member's class needs (and any order files), then confirm and
 * send the order (POST /cases/apply creates the case, under the newer application's rules) and
 * see the case number. §8 0004/0005 here say 憑證已過期，請重新下單 and lead back to step 1 (the
 * catalogue's `orders` area), which sends the member to the products.
 */
export const orderFlow = defineFlow<OrderContext, OrderLoaded>({
  name: ORDER_FLOW,
  guard: 'member',
  draft: 'local',
  contextOf: (query) => {
    const product = productByCode(query.get('product'));
    const order = query.get('order') ?? '';
    return product && ORDER_KEY.test(order) ? { product: product.code, order } : null;
  },
  queryOf: ({ product, order }) => ({ product, order }),
  invalidLinkText: '找不到這筆訂單，請回到商品頁重新選擇商品。',
  load: loadOrder,
  isDone: (loaded) => loaded.appCaseNo !== null,
  steps: [
    {
      key: 'product',
      path: ROUTE_PATHS.orderStep1,
      title: '確認商品',
      form: 'orderProduct',
      initialData: (loaded) => ({ ...productFormOf(loaded.product) }),
      send: periodsCheck,
    },
    {
      key: 'applicant',
      path: ROUTE_PATHS.orderStep2,
      title: '填寫資料',
      form: 'orderApplicant',
      initialData: (loaded) => ({ ...loaded.applicant }),
      send: applicantSend,
    },
    {
      key: 'documents',
      path: ROUTE_PATHS.orderDocument,
      title: '上傳文件',
      form: 'orderDocuments',
      // The member class chosen on step 2 decides which card the form asks for. Each file is
      // filed when picked, so this step only moves on once the form has them all.
      derivedData: ({ loaded, forms }) => ({
        memClass: forms.applicant?.memClass ?? loaded.applicant.memClass,
      }),
    },
    {
      key: 'confirm',
      path: ROUTE_PATHS.orderStep3,
      title: '確認訂單',
      nextText: '確認送出',
      send: orderSend,
    },
  ],
  finish: { path: ROUTE_PATHS.orderFinish, title: '訂單申請完成' },
  formContext: (_ctx, loaded, dispatch) => ({
    // The older flow reads its school lists through the older v1 API (and its §8 rules).
    lookups: { ...referenceLookups(), ...v1ReferenceLookups(), ...orderLookups(loaded.product) },
    fileCategories: ORDER_DOCUMENT_CATEGORIES,
    uploadFile: createUploader({
      dispatch,
      upload: (code, file, onProgress, config) => uploadOrderDocument(String(code), file, onProgress, config),
    }),
  }),
});

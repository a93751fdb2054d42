import type { CareerType, InstallmentPayment, InterestPlan } from '../../api/v2/interest-plans';
import type { MidClause } from '../../api/v2/reference';
import type { ClientFile } from '../../api/v2/types/common';
import type { CommodityLoginData, FileCategory, SubmittedApplication } from '../../api/v2/types/commodity';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import type { ServerFieldError } from '../../forms/server-errors';
import type { CommodityForms, ProductForm } from './model/form-data';
import { UPLOAD_FIELDS, uploadsFromFiles } from './model/upload-fields';

/** The five form steps of the wizard (step 6 is the finish page). */
export type CommodityStep = 1 | 2 | 3 | 4 | 5;
/** The forms behind steps 1–4 by name (step 5 is the summary and the contracts). */
export type FormStepName = keyof CommodityForms;
/** The three contracts agreed on step 5 (each opened on its own page). */
export type ContractName = 'installment' | 'platform' | 'sale';

/** Who is applying: a member logged in with a commodity token, or a new member with a draft token. */
export type ApplicantKind = 'member' | 'newMember';

/** Reference data the wizard needs from the start (spec §3 lookups). */
export interface CommodityReference {
  plans: InterestPlan[];
  fileCategories: FileCategory[];
  midClause: MidClause;
}

/** Step 1's call: an existing member's password login, or opening a new member's token-keyed draft. */
export interface IdentityInput {
  idCardNo: string;
  isMember: boolean;
  /** The member's password (existing members only). */
  password?: string;
}

/** What step 1 leaves: who applies and, for a member, what pre-fills the form. */
export interface IdentityDone {
  kind: ApplicantKind;
  login: CommodityLoginData | null;
}

/** A quote request of step 2 (POST …/installment-payment). */
export interface QuoteInput {
  planId: number;
  rateId: number;
  installment: number;
  amount: number;
}

/** A quote as the pages read it: the server's answer plus applyAmount, the amount asked (spec §3). */
export interface QuoteResult extends InstallmentPayment {
  applyAmount: number;
}

/** What is kept of the mid-clause agreement for the payload. */
export interface MidClauseAgreement {
  version: string;
  agreedAt: string;
}

/** A loaded draft turned into form data (model/from-draft.ts) plus its stored files. */
export interface LoadedDraft {
  forms: CommodityForms;
  files: ClientFile[];
  midClausever: string | null;
}

/** GET /interest-plans, the file categories and the mid clause. */
export const referenceActions = asyncActions<'commodity/reference', void, CommodityReference>(
  'commodity/reference',
);
/** GET /interest-plans/{id}/career-types (payload: the plan id). */
export const careerTypesActions = asyncActions<'commodity/careerTypes', number, CareerType[]>(
  'commodity/careerTypes',
);
/** Whether the typed ID number is a member (GET /members/is-id-num-existent). */
export const idCheckActions = asyncActions<
  'commodity/idCheck',
  string,
  { idCardNo: string; isExistent: boolean }
>('commodity/idCheck');
/** Step 1: commodity login or the new member's jwt-tmp draft; then the draft (if any) is loaded. */
export const identityActions = asyncActions<'commodity/identity', IdentityInput, IdentityDone>(
  'commodity/identity',
);
/** Step 2's monthly payment and service fee for the chosen amount and installment. */
export const quoteActions = asyncActions<'commodity/quote', QuoteInput, QuoteResult>('commodity/quote');
/** Loads the saved draft (tmp for members, jwt-tmp for new members); null when there is none. */
export const draftLoadActions = asyncActions<'commodity/draftLoad', void, LoadedDraft | null>(
  'commodity/draftLoad',
);
/** Saves the draft now (isSaveTmp); payload: why (a step change or typing, debounced). */
export const draftSaveActions = asyncActions<
  'commodity/draftSave',
  { reason: 'step' | 'typing' | 'reconnect' },
  /** revision: the state revision the saved body was taken from (later edits stay unsynced). */
  { savedAt: string; revision?: number }
>('commodity/draftSave');
/**
 * GET …/file-categories with the applicant token (so only after step 1): the categories and the
 * draft files already on the server, which replace the known files and the product upload fields.
 */
export const fileCategoriesActions = asyncActions<'commodity/fileCategories', void, FileCategory[]>(
  'commodity/fileCategories',
);
/** Deletes the draft (DELETE …/tmp) and starts over. */
export const draftDeleteActions = asyncActions<'commodity/draftDelete', void, void>('commodity/draftDelete');
/**
 * A step's "next": the page has validated its form; the saga saves the draft, marks the step
 * complete and navigates to the next step. Failure keeps the member on the step with the message.
 */
export const stepSaveActions = asyncActions<'commodity/stepSave', CommodityStep, CommodityStep>(
  'commodity/stepSave',
);
/** POST /members/commodity-cases with the §3 payload; success goes to /finish. */
export const submitActions = asyncActions<'commodity/submit', void, SubmittedApplication>('commodity/submit');
/** POST /members/send-verified-email from /finish when the email is not verified yet. */
export const verifyMailActions = asyncActions<'commodity/verifyMail', void, string>('commodity/verifyMail');

/** A step's form changed (the whole form data of that step). */
export const formChanged = <K extends FormStepName>(step: K, data: CommodityForms[K]) => ({
  type: 'commodity/FORM_CHANGED' as const,
  payload: { step, data: data as CommodityForms[FormStepName] },
});
/** The mid clause was read and agreed on step 1 (version and time kept for the payload). */
export const midClauseAgreed = (version: string, agreedAt: string) => ({
  type: 'commodity/MID_AGREED' as const,
  payload: { version, agreedAt },
});
/** A contract was read and agreed on its page (step 5). */
export const contractAgreed = (contract: ContractName, agreedAt: string) => ({
  type: 'commodity/CONTRACT_AGREED' as const,
  payload: { contract, agreedAt },
});
/** A file reply (upload or signature) to remember for caseFileIds; replaces the same category unless 13. */
export const fileStored = (file: ClientFile) => ({ type: 'commodity/FILE_STORED' as const, payload: file });
/** A stored file was removed (payload: its id). */
export const fileRemoved = (id: number) => ({ type: 'commodity/FILE_REMOVED' as const, payload: id });
/** The forms kept in this browser (local persistence) were put back after a reload. */
export const localFormsRestored = (
  forms: Partial<CommodityForms>,
  completed: CommodityStep[],
  /** The local copy holds edits the server has not got yet (they are saved again). */
  unsynced = false,
) => ({
  type: 'commodity/LOCAL_RESTORED' as const,
  payload: { forms, completed, unsynced },
});
/** The agreements kept in this browser were put back (mid clause and the three contracts). */
export const localAgreementsRestored = (
  midClause: MidClauseAgreement | null,
  contractsAgreedAt: Record<ContractName, string | null>,
) => ({ type: 'commodity/LOCAL_AGREEMENTS_RESTORED' as const, payload: { midClause, contractsAgreedAt } });
/** Asks for the local copy of the last application to be put back (step 1 mounts; app start does it too). */
export const localRestoreRequested = () => ({ type: 'commodity/LOCAL_RESTORE_REQUESTED' as const });
/** After a reload the tab still holds a live commodity or draft token: step 1 stays done. */
export const applicantResumed = (kind: ApplicantKind) => ({
  type: 'commodity/APPLICANT_RESUMED' as const,
  payload: kind,
});
/** Forgets the application (after submitting, or "start over"). */
export const applicationCleared = () => ({ type: 'commodity/CLEARED' as const });

/** The commodity wizard's slice of the store. */
export interface CommodityState {
  forms: CommodityForms;
  applicantKind: ApplicantKind | null;
  /** Steps whose form validated and was saved (step 6 = submitted). */
  completed: CommodityStep[];
  midClause: MidClauseAgreement | null;
  contractsAgreedAt: Record<ContractName, string | null>;
  /** Every stored file this application knows (upload replies and the draft's files). */
  files: ClientFile[];
  login: CommodityLoginData | null;
  reference: CallState & { data: CommodityReference | null };
  careerTypes: CallState & { planId: number | null; data: CareerType[] };
  idCheck: { idCardNo: string | null; isExistent: boolean | null };
  identity: CallState & { fieldErrors: ServerFieldError[] };
  quote: CallState & { data: QuoteResult | null };
  fileCategories: CallState;
  draftLoad: CallState;
  draftSave: CallState & { savedAt: string | null };
  stepSave: CallState & { step: CommodityStep | null; fieldErrors: ServerFieldError[] };
  submit: CallState & { data: SubmittedApplication | null; fieldErrors: ServerFieldError[] };
  verifyMail: CallState;
  /** Bumped by every change the draft carries; the draft is unsynced while above syncedRevision. */
  revision: number;
  syncedRevision: number;
}

/** Every action the commodity reducer understands. */
export type CommodityAction =
  | AsyncActionOf<typeof referenceActions>
  | AsyncActionOf<typeof careerTypesActions>
  | AsyncActionOf<typeof idCheckActions>
  | AsyncActionOf<typeof identityActions>
  | AsyncActionOf<typeof quoteActions>
  | AsyncActionOf<typeof draftLoadActions>
  | AsyncActionOf<typeof draftSaveActions>
  | AsyncActionOf<typeof draftDeleteActions>
  | AsyncActionOf<typeof stepSaveActions>
  | AsyncActionOf<typeof submitActions>
  | AsyncActionOf<typeof verifyMailActions>
  | AsyncActionOf<typeof fileCategoriesActions>
  | ReturnType<typeof formChanged>
  | ReturnType<typeof midClauseAgreed>
  | ReturnType<typeof contractAgreed>
  | ReturnType<typeof fileStored>
  | ReturnType<typeof fileRemoved>
  | ReturnType<typeof localFormsRestored>
  | ReturnType<typeof applicationCleared>
  | ReturnType<typeof localAgreementsRestored>
  | ReturnType<typeof localRestoreRequested>
  | ReturnType<typeof applicantResumed>;

const EMPTY_FORMS: CommodityForms = { identity: {}, plan: {}, applicant: {}, product: {} };

/** The slice before anything happened. */
export const initialCommodityState: CommodityState = {
  forms: EMPTY_FORMS,
  applicantKind: null,
  completed: [],
  midClause: null,
  contractsAgreedAt: { installment: null, platform: null, sale: null },
  files: [],
  login: null,
  reference: { ...idleCall, data: null },
  careerTypes: { ...idleCall, planId: null, data: [] },
  idCheck: { idCardNo: null, isExistent: null },
  identity: { ...idleCall, fieldErrors: [] },
  quote: { ...idleCall, data: null },
  fileCategories: idleCall,
  draftLoad: idleCall,
  draftSave: { ...idleCall, savedAt: null },
  stepSave: { ...idleCall, step: null, fieldErrors: [] },
  submit: { ...idleCall, data: null, fieldErrors: [] },
  verifyMail: idleCall,
  revision: 0,
  syncedRevision: 0,
};

/** The extra-files category, the only one whose uploads append instead of replacing (spec §4). */
export const EXTRA_FILES_CATEGORY = 13;
/** A phone's IMEI picture and a computer's serial-number picture: one removes the other (spec §4). */
const EXCLUSIVE_CATEGORIES: Record<string, string> = { '14': '15', '15': '14' };

/** The files after storing `file`: same category replaced (13 and multi-file categories append), 14 ⇄ 15. */
export function withStoredFile(
  files: readonly ClientFile[],
  file: ClientFile,
  multiple: boolean,
): ClientFile[] {
  const category = file.fileCategoryId;
  const excluded = EXCLUSIVE_CATEGORIES[category];
  const appends = multiple || category === String(EXTRA_FILES_CATEGORY);
  const kept = files.filter(
    (f) => f.id !== file.id && f.fileCategoryId !== excluded && (appends || f.fileCategoryId !== category),
  );
  return [...kept, file];
}

function withCompleted(completed: readonly CommodityStep[], step: CommodityStep): CommodityStep[] {
  return completed.includes(step) ? [...completed] : [...completed, step].sort((a, b) => a - b);
}

/** The product form with its upload fields taken from the server's files (fresh signed links). */
function withServerUploads(product: ProductForm, files: readonly ClientFile[]): ProductForm {
  const byCategory: Record<string, ClientFile[]> = {};
  for (const file of files) (byCategory[file.fileCategoryId] ??= []).push(file);
  const kept: ProductForm = { ...product };
  for (const { field } of UPLOAD_FIELDS) delete kept[field];
  return { ...kept, ...uploadsFromFiles(byCategory) };
}

/** The identity form without the passwords (once they have served their call). */
function withoutPasswords(forms: CommodityForms): CommodityForms {
  const { password: _password, confirmPassword: _confirm, ...identity } = forms.identity;
  return { ...forms, identity };
}

function multipleOf(state: CommodityState, categoryId: string): boolean {
  const category = state.reference.data?.fileCategories.find((c) => String(c.id) === categoryId);
  return (category?.maxOnApply ?? 1) > 1;
}

/** The commodity wizard reducer (plain redux). */
export function commodityReducer(
  state: CommodityState = initialCommodityState,
  action: CommodityAction | { type: string },
): CommodityState {
  const a = action as CommodityAction;
  switch (a.type) {
    case referenceActions.REQUEST:
      return { ...state, reference: { ...startedCall(), data: state.reference.data } };
    case referenceActions.SUCCESS:
      return { ...state, reference: { ...succeededCall(), data: a.payload } };
    case referenceActions.FAILURE:
      return { ...state, reference: { ...failedCall(a.payload), data: state.reference.data } };
    case careerTypesActions.REQUEST:
      return { ...state, careerTypes: { ...startedCall(), planId: a.payload, data: state.careerTypes.data } };
    case careerTypesActions.SUCCESS:
      return { ...state, careerTypes: { ...state.careerTypes, ...succeededCall(), data: a.payload } };
    case careerTypesActions.FAILURE:
      return { ...state, careerTypes: { ...state.careerTypes, ...failedCall(a.payload) } };
    case idCheckActions.SUCCESS:
      return { ...state, idCheck: a.payload };
    case idCheckActions.REQUEST:
    case idCheckActions.FAILURE:
      return { ...state, idCheck: { idCardNo: null, isExistent: null } };
    case identityActions.REQUEST:
      return { ...state, identity: { ...startedCall(), fieldErrors: [] } };
    case identityActions.SUCCESS:
      return {
        ...state,
        identity: { ...succeededCall(), fieldErrors: [] },
        applicantKind: a.payload.kind,
        login: a.payload.login,
        // A member's login password is done with; a new member's is needed until the submit.
        forms: a.payload.kind === 'member' ? withoutPasswords(state.forms) : state.forms,
      };
    case identityActions.FAILURE:
      return { ...state, identity: { ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors } };
    case quoteActions.REQUEST:
      return { ...state, quote: { ...startedCall(), data: state.quote.data } };
    case quoteActions.SUCCESS:
      return { ...state, quote: { ...succeededCall(), data: a.payload } };
    case quoteActions.FAILURE:
      return { ...state, quote: { ...failedCall(a.payload), data: null } };
    case draftLoadActions.REQUEST:
      return { ...state, draftLoad: startedCall() };
    case draftLoadActions.SUCCESS:
      if (!a.payload) return { ...state, draftLoad: succeededCall() };
      return {
        ...state,
        draftLoad: succeededCall(),
        forms: { ...a.payload.forms, identity: { ...a.payload.forms.identity, ...state.forms.identity } },
        files: a.payload.files,
        syncedRevision: state.revision,
      };
    case draftLoadActions.FAILURE:
      return { ...state, draftLoad: failedCall(a.payload) };
    case draftSaveActions.REQUEST:
      return { ...state, draftSave: { ...startedCall(), savedAt: state.draftSave.savedAt } };
    case draftSaveActions.SUCCESS:
      return {
        ...state,
        draftSave: { ...succeededCall(), savedAt: a.payload.savedAt },
        syncedRevision: Math.max(state.syncedRevision, a.payload.revision ?? state.revision),
      };
    case draftSaveActions.FAILURE:
      return { ...state, draftSave: { ...failedCall(a.payload), savedAt: state.draftSave.savedAt } };
    case draftDeleteActions.SUCCESS:
      return { ...initialCommodityState, reference: state.reference, applicantKind: state.applicantKind };
    case stepSaveActions.REQUEST:
      return { ...state, stepSave: { ...startedCall(), step: a.payload, fieldErrors: [] } };
    case stepSaveActions.SUCCESS:
      return {
        ...state,
        stepSave: { ...succeededCall(), step: a.payload, fieldErrors: [] },
        completed: withCompleted(state.completed, a.payload),
      };
    case stepSaveActions.FAILURE:
      return {
        ...state,
        stepSave: { ...state.stepSave, ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors },
      };
    case submitActions.REQUEST:
      return { ...state, submit: { ...startedCall(), data: null, fieldErrors: [] } };
    case submitActions.SUCCESS:
      return {
        ...state,
        submit: { ...succeededCall(), data: a.payload, fieldErrors: [] },
        // Step 5 (確認訂單) is complete once the application is sent.
        completed: withCompleted(state.completed, 5),
        forms: withoutPasswords(state.forms),
      };
    case submitActions.FAILURE:
      return {
        ...state,
        submit: { ...failedCall(a.payload), data: null, fieldErrors: a.payload.fieldErrors },
      };
    case verifyMailActions.REQUEST:
      return { ...state, verifyMail: startedCall() };
    case verifyMailActions.SUCCESS:
      return { ...state, verifyMail: succeededCall(a.payload) };
    case verifyMailActions.FAILURE:
      return { ...state, verifyMail: failedCall(a.payload) };
    case fileCategoriesActions.REQUEST:
      return { ...state, fileCategories: startedCall() };
    case fileCategoriesActions.SUCCESS: {
      const files = a.payload.flatMap((category) => category.clientFiles);
      const data = state.reference.data;
      return {
        ...state,
        fileCategories: succeededCall(),
        reference: { ...state.reference, data: data ? { ...data, fileCategories: a.payload } : null },
        files,
        forms: { ...state.forms, product: withServerUploads(state.forms.product, files) },
      };
    }
    case fileCategoriesActions.FAILURE:
      return { ...state, fileCategories: failedCall(a.payload) };
    case 'commodity/FORM_CHANGED':
      return {
        ...state,
        forms: { ...state.forms, [a.payload.step]: a.payload.data },
        revision: state.revision + 1,
      };
    case 'commodity/MID_AGREED':
      return { ...state, midClause: a.payload, revision: state.revision + 1 };
    case 'commodity/CONTRACT_AGREED':
      return {
        ...state,
        contractsAgreedAt: { ...state.contractsAgreedAt, [a.payload.contract]: a.payload.agreedAt },
      };
    case 'commodity/FILE_STORED':
      return {
        ...state,
        files: withStoredFile(state.files, a.payload, multipleOf(state, a.payload.fileCategoryId)),
      };
    case 'commodity/FILE_REMOVED':
      return { ...state, files: state.files.filter((f) => f.id !== a.payload) };
    case 'commodity/LOCAL_RESTORED':
      return {
        ...state,
        forms: { ...state.forms, ...a.payload.forms },
        completed: [...a.payload.completed].sort((x, y) => x - y),
        revision: a.payload.unsynced ? Math.max(state.revision, state.syncedRevision) + 1 : state.revision,
      };
    case 'commodity/LOCAL_AGREEMENTS_RESTORED':
      return { ...state, ...a.payload };
    case 'commodity/APPLICANT_RESUMED':
      return { ...state, applicantKind: a.payload, identity: { ...succeededCall(), fieldErrors: [] } };
    case 'commodity/CLEARED':
      return { ...initialCommodityState, reference: state.reference };
    default:
      return state;
  }
}

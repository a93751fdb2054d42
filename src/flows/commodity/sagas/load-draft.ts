import { call, put, select } from 'redux-saga/effects';
import { fetchCommodityDraft, fetchNewMemberDraft } from '../../../api/v2/commodity-drafts';
import type { CommodityDraftView, CommodityLoginData } from '../../../api/v2/types/commodity';
import { loadingHidden, loadingShown } from '../../../store/global-ui/actions';
import { toServerFailure } from '../../../store/server-failure';
import type { LocalCopy } from '../local-forms';
import type { ApplicantForm, CommodityForms, ProductForm } from '../model/form-data';
import { DRAFT_FORMATTING_TEXT, fromDraft } from '../model/from-draft';
import { UPLOAD_FIELDS } from '../model/upload-fields';
import { dateOnly } from '../model/values';
import { selectWizardForms } from '../selectors';
import { draftLoadActions, localFormsRestored, type ApplicantKind, type LoadedDraft } from '../actions';

/** The applicant form with the login's name, email, phone and birth date where it has none. */
export function prefilledApplicant(
  applicant: ApplicantForm,
  login: CommodityLoginData | null,
): ApplicantForm {
  if (!login) return applicant;
  return {
    ...applicant,
    name: applicant.name || login.name || undefined,
    email: applicant.email || login.email || undefined,
    cellPhone: applicant.cellPhone || login.cellPhone || undefined,
    birthDate: applicant.birthDate || dateOnly(login.birthDate),
  };
}

/** A draft (or none) as the loaded forms and files, pre-filled from the login. */
export function toLoadedDraft(
  draft: CommodityDraftView | null,
  login: CommodityLoginData | null,
): LoadedDraft {
  const forms = fromDraft(draft ?? {});
  return {
    forms: { ...forms, applicant: prefilledApplicant(forms.applicant, login) },
    files: Object.values(draft?.files ?? {}).flat(),
    midClausever: draft?.midClausever ?? null,
  };
}

/**
 * Loads the applicant's draft (a member's `/tmp`, a new member's `/jwt-tmp`) into the forms under
 * the 資料加載中！ overlay. With no draft the forms start empty (but for the login's data), so
 * nothing of an earlier applicant in this tab is kept. Returns the server's draft (null: none).
 */
export function* loadDraft(kind: ApplicantKind, login: CommodityLoginData | null) {
  yield put(draftLoadActions.request());
  yield put(loadingShown(DRAFT_FORMATTING_TEXT));
  try {
    const draft: CommodityDraftView | null = yield call(
      kind === 'member' ? fetchCommodityDraft : fetchNewMemberDraft,
    );
    yield put(draftLoadActions.success(toLoadedDraft(draft, login)));
    return draft;
  } catch (error) {
    yield put(draftLoadActions.failure(toServerFailure(error, '草稿載入失敗，請稍後再試')));
    return null;
  } finally {
    yield put(loadingHidden());
  }
}

/** The local product form with the upload fields of the server's (fresh links, real files). */
function withUploadsOf(local: ProductForm, server: ProductForm): ProductForm {
  const product: ProductForm = { ...local };
  for (const { field } of UPLOAD_FIELDS) {
    if (server[field] === undefined) delete product[field];
    else product[field] = server[field];
  }
  return product;
}

/** Whether anything past step 1 was answered. */
function hasAnswers(forms: CommodityForms): boolean {
  return [forms.plan, forms.applicant, forms.product].some((form) => Object.keys(form ?? {}).length > 0);
}

/**
 * Puts back what this browser kept of the application after the draft loaded: the completed
 * steps always; the forms too when they hold edits the server never got, or the server has no
 * draft (a lost draft token, a draft deleted elsewhere). Returns whether the forms came from
 * the local copy (they must then be saved).
 */
export function* mergeLocalCopy(
  local: LocalCopy | null,
  serverHadDraft: boolean,
  login: CommodityLoginData | null,
) {
  if (!local) {
    yield put(localFormsRestored({}, []));
    return false;
  }
  const useLocal = local.unsynced || (!serverHadDraft && hasAnswers(local.forms));
  const now: CommodityForms = yield select(selectWizardForms);
  const forms: Partial<CommodityForms> = useLocal
    ? {
        plan: local.forms.plan,
        applicant: prefilledApplicant(local.forms.applicant, login),
        product: withUploadsOf(local.forms.product, now.product),
      }
    : {};
  yield put(localFormsRestored(forms, local.completed, useLocal));
  return useLocal;
}

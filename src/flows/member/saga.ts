import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { lineIntegration, linkLine, unlinkLine } from '../../api/v2/auth';
import { isEmailRepeated, isEmailVerified, sendVerifiedEmail } from '../../api/v2/emails';
import type { EmailVerification, VerificationMailSent } from '../../api/v2/emails';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { fetchBasicInfo, updateMemberInfo } from '../../api/v2/member-info';
import { fetchMidClause, type MidClause } from '../../api/v2/reference';
import type { MemberInfoData, MemberRecord } from '../../api/v2/types/member';
import { dialogShown } from '../../store/global-ui/actions';
import { toServerFailure, type ServerFailure } from '../../store/server-failure';
import {
  basicInfoActions,
  changePasswordActions,
  emailRepeatedActions,
  emailVerifiedActions,
  lineIntegrationActions,
  lineLinkActions,
  lineUnlinkActions,
  midClauseActions,
  saveInfoActions,
  verificationMailActions,
} from './actions';
import { carryOutGlobally } from './global-failure';
import { EMAIL_TAKEN_MESSAGE, isNewEmail } from './member-info-data';
import { runChangePassword } from './password-saga';
import { selectMember, type MemberState } from './slice';

type Action<P> = { type: string; payload: P };

/** The repeated-check waits for the member to stop typing. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;
/** §8 codes the LINE card explains itself: the account linked elsewhere (015.403 / 015.405), LINE refused the token. */
const LINE_CARD_CODES = new Set(['015.403', '015.405', '015.411']);
/** Send-verification failures the email card explains: no address on file (400-03), too many mails (429). */
const shownByEmailCard = (failure: ServerFailure) => failure.code === '400-03' || failure.status === 429;

function* runBasicInfo() {
  try {
    const record: MemberRecord = yield call(fetchBasicInfo);
    yield put(basicInfoActions.success(record));
  } catch (error) {
    yield put(basicInfoActions.failure(toServerFailure(error, '會員資料載入失敗，請稍後再試')));
  }
}

function* runSaveInfo({ payload }: Action<MemberInfoData>) {
  try {
    const { basicInfo }: MemberState = yield select(selectMember);
    // The server stores any address; only this check keeps two members from sharing one.
    if (isNewEmail(payload.email, basicInfo.record?.email)) {
      const taken: boolean = yield call(isEmailRepeated, payload.email, SKIP_GLOBAL_ERROR);
      if (taken) {
        const fieldErrors = [{ path: '/email', message: EMAIL_TAKEN_MESSAGE }];
        yield put(
          saveInfoActions.failure({ status: null, code: null, message: EMAIL_TAKEN_MESSAGE, fieldErrors }),
        );
        return;
      }
    }
    const message: string = yield call(updateMemberInfo, payload, SKIP_GLOBAL_ERROR);
    yield put(saveInfoActions.success(message));
    yield put(dialogShown({ kind: 'success', title: '儲存成功', message: '您的基本資料已更新。' }));
    // A changed address must be verified again: the record answers the new state.
    yield put(basicInfoActions.request());
  } catch (error) {
    const failure = toServerFailure(error, '基本資料儲存失敗，請稍後再試');
    // 422 lists what is wrong field by field; the form shows it there, anything else goes global.
    if (failure.status !== 422) yield* carryOutGlobally(error);
    yield put(saveInfoActions.failure(failure));
  }
}

function* runEmailRepeated({ payload }: Action<string>) {
  yield delay(EMAIL_CHECK_DEBOUNCE_MS);
  try {
    const isRepeated: boolean = yield call(isEmailRepeated, payload, SKIP_GLOBAL_ERROR);
    yield put(emailRepeatedActions.success({ email: payload, isRepeated }));
  } catch (error) {
    // A malformed address (422) is the form's to flag; nothing to show for a background check.
    yield put(emailRepeatedActions.failure(toServerFailure(error, '')));
  }
}

function* runVerificationMail() {
  try {
    const sent: VerificationMailSent = yield call(sendVerifiedEmail, SKIP_GLOBAL_ERROR);
    yield put(verificationMailActions.success(sent));
  } catch (error) {
    const failure = toServerFailure(error, '驗證信寄送失敗，請稍後再試');
    if (!shownByEmailCard(failure)) yield* carryOutGlobally(error);
    yield put(verificationMailActions.failure(failure));
  }
}

function* runEmailVerified() {
  try {
    const verification: EmailVerification = yield call(isEmailVerified);
    yield put(emailVerifiedActions.success(verification));
  } catch (error) {
    yield put(emailVerifiedActions.failure(toServerFailure(error, '無法確認驗證狀態，請稍後再試')));
  }
}

function* runLineIntegration() {
  try {
    const isEnabled: boolean = yield call(lineIntegration, SKIP_GLOBAL_ERROR);
    yield put(lineIntegrationActions.success({ isEnabled }));
  } catch (error) {
    yield put(lineIntegrationActions.failure(toServerFailure(error, '')));
  }
}

function* runLineLink({ payload }: Action<string>) {
  try {
    yield call(linkLine, payload, SKIP_GLOBAL_ERROR);
    yield put(lineLinkActions.success());
  } catch (error) {
    const failure = toServerFailure(error, 'LINE 帳號綁定失敗，請稍後再試');
    if (!failure.code || !LINE_CARD_CODES.has(failure.code)) yield* carryOutGlobally(error);
    yield put(lineLinkActions.failure(failure));
  }
}

function* runLineUnlink() {
  try {
    yield call(unlinkLine);
    yield put(lineUnlinkActions.success());
  } catch (error) {
    yield put(lineUnlinkActions.failure(toServerFailure(error, '解除綁定失敗，請稍後再試')));
  }
}

function* runMidClause() {
  try {
    // The clause page is open to visitors: its failure shows on the page, never a jump to /error.
    const clause: MidClause = yield call(fetchMidClause, SKIP_GLOBAL_ERROR);
    yield put(midClauseActions.success(clause));
  } catch (error) {
    yield put(midClauseActions.failure(toServerFailure(error, '條款載入失敗，請稍後再試')));
  }
}

/** The member flow's watchers (forked by the root saga). */
export function* memberSaga() {
  yield all([
    // takeLeading: a second tap while saving, mailing, linking or changing the password is ignored.
    takeLeading(saveInfoActions.REQUEST, runSaveInfo),
    takeLeading(verificationMailActions.REQUEST, runVerificationMail),
    takeLeading(lineLinkActions.REQUEST, runLineLink),
    takeLeading(lineUnlinkActions.REQUEST, runLineUnlink),
    takeLeading(changePasswordActions.REQUEST, runChangePassword),
    // takeLatest: only the answer for what the member looks at (or typed) last matters.
    takeLatest(basicInfoActions.REQUEST, runBasicInfo),
    takeLatest(emailRepeatedActions.REQUEST, runEmailRepeated),
    takeLatest(emailVerifiedActions.REQUEST, runEmailVerified),
    takeLatest(lineIntegrationActions.REQUEST, runLineIntegration),
    takeLatest(midClauseActions.REQUEST, runMidClause),
  ]);
}

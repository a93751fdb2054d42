import { CameraOutlined } from '@ant-design/icons';
import type { RJSFValidationError } from '@rjsf/utils';
import { Alert, Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { IdCardFields } from '../../../api/v2/types/commodity';
import { clearIdCardHandoff, readIdCardHandoff } from '../../../capture/id-card-handoff';
import { IdCardCapture } from '../../../capture/IdCardCapture';
import { FormView } from '../../../forms/FormView';
import { isTwId } from '../../../validation/checks/tw-id';
import { IdentityVerified } from '../components/IdentityVerified';
import { MemberHint } from '../components/MemberHint';
import { MidClauseCard } from '../components/MidClauseCard';
import { StepNav } from '../components/StepNav';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';
import { WizardFrame } from '../components/WizardFrame';
import type { IdentityForm } from '../model/form-data';
import { revisionErrorsOf } from '../model/wizard-revisions';
import {
  selectCommodity,
  selectCompletedSteps,
  selectMidClause,
  selectMidClauseAgreement,
  selectWizardForms,
  type WithCommodity,
} from '../selectors';
import { formChanged, identityActions } from '../actions';
import { applicantWithIdCard, readIdCardNo } from './id-card-fill';
import { sameFormData } from '../../../forms/same-form-data';
import { useMemberCheck } from './use-member-check';

const MID_CLAUSE_REQUIRED = '請勾選同意條款';
const CHECKING_MEMBER = '正在確認您的會員身分，請稍候再按「下一步」';

function showMidClause() {
  document.getElementById('fenqi-mid-clause')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
}

/**
 * Step 1, identity: the ID number (typed, or read from the ID card), checked as it is typed to
 * tell a member (login password) from a new member (a new password, its confirmation and joining);
 * the mid clause must be agreed. 下一步 logs in or opens the new member's draft (identityActions).
 * Once done, the step shows the verified ID and goes on without a second login.
 */
export default function Step1IdentityPage() {
  const dispatch = useDispatch();
  const store = useStore<WithCommodity>();
  const navigate = useNavigate();
  const { identity, applicantKind, submit, revisionNote } = useSelector(selectCommodity);
  const midClause = useSelector(selectMidClauseAgreement);
  const completed = useSelector(selectCompletedSteps);
  const forms = useSelector(selectWizardForms);
  const newestClause = useSelector(selectMidClause);
  const form = forms.identity;
  // After a sent application step 1 starts a new one (the tokens are gone).
  const verified = applicantKind !== null && completed.includes(1) && submit.status !== 'success';
  const [capturing, setCapturing] = useState(false);
  const [filled, setFilled] = useState(false);
  const [midTicked, setMidTicked] = useState<boolean | null>(null);
  const [midError, setMidError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const agreed = midClause !== null && midClause.version === newestClause?.appMidClausever;
  const midChecked = midTicked ?? agreed;

  const changeIdentity = (data: IdentityForm) => {
    const previous = selectWizardForms(store.getState()).identity;
    // A new ID number is someone whose membership is unknown until the check answers.
    const next = data.idCardNo === previous.idCardNo ? data : { ...data, isMember: undefined };
    setNotice(null);
    if (!sameFormData(next, previous)) dispatch(formChanged('identity', next));
  };

  /** Fills the ID number (unless step 1 is done for another) and step 3's data from the ID card. */
  const fill = (fields: IdCardFields) => {
    const now = store.getState().commodity;
    const typed = selectWizardForms(store.getState());
    const id = readIdCardNo(fields);
    const done =
      now.applicantKind !== null &&
      selectCompletedSteps(store.getState()).includes(1) &&
      now.submit.status !== 'success';
    if (done && id && id !== typed.identity.idCardNo) {
      setNotice('身分證上的字號與已驗證的身分不同，未帶入資料');
      return;
    }
    if (id && !done) changeIdentity({ ...typed.identity, idCardNo: id });
    dispatch(formChanged('applicant', applicantWithIdCard(typed.applicant, fields)));
    setFilled(true);
  };

  useEffect(() => {
    const handoff = readIdCardHandoff();
    if (handoff) {
      fill(handoff);
      clearIdCardHandoff();
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page opens

  // The membership check of a complete ID number: its answer decides which password fields the
  // form shows (schemas/commodityIdentity.json).
  const idCardNo = form.idCardNo;
  const needsCheck = !verified && !!idCardNo && isTwId(idCardNo) && form.isMember === undefined;
  const memberCheck = useMemberCheck(idCardNo, needsCheck);
  const known = memberCheck.isMember;
  useEffect(() => {
    const now = selectWizardForms(store.getState()).identity;
    if (known !== undefined && known !== now.isMember && now.idCardNo === idCardNo)
      dispatch(formChanged('identity', { ...now, isMember: known }));
  }, [known, form, idCardNo, store, dispatch]);

  const midOk = () => {
    const ok = midChecked && agreed;
    setMidError(ok ? null : MID_CLAUSE_REQUIRED);
    if (!ok) showMidClause();
    return ok;
  };
  const tick = (checked: boolean) => {
    setMidTicked(checked);
    if (checked) setMidError(null);
  };

  const submitted = () => {
    if (!midOk()) return;
    if (form.isMember === undefined || !form.idCardNo) {
      setNotice(CHECKING_MEMBER);
      memberCheck.ask();
      return;
    }
    const { idCardNo: id, isMember, password } = form;
    dispatch(identityActions.request({ idCardNo: id, isMember, password: isMember ? password : undefined }));
  };
  const failed = (_errors: RJSFValidationError[]) => {
    if (!(midChecked && agreed)) setMidError(MID_CLAUSE_REQUIRED);
  };

  const midCard = <MidClauseCard checked={midChecked} onCheckedChange={tick} error={midError} />;
  const captureButton = (
    <div className="fenqi-identity-actions">
      <Button icon={<CameraOutlined />} onClick={() => setCapturing(true)}>
        拍攝身分證
      </Button>
      <Typography.Text type="secondary">自動帶入身分證字號，並預先填好第 3 步的個人資料</Typography.Text>
    </div>
  );
  const filledAlert = filled && (
    <Alert type="success" showIcon closable title="已帶入身分證資料，請確認內容是否正確" />
  );

  if (capturing) {
    return (
      <WizardFrame step={1}>
        <IdCardCapture
          initialFields={idCardNo ? { idCardNo } : undefined}
          onDone={(fields) => {
            fill(fields);
            setCapturing(false);
          }}
          onCancel={() => setCapturing(false)}
        />
      </WizardFrame>
    );
  }

  if (verified) {
    return (
      <WizardFrame step={1}>
        <IdentityVerified idCardNo={form.idCardNo} kind={applicantKind} />
        {captureButton}
        {filledAlert}
        {notice && <Alert type="warning" showIcon title={notice} />}
        {midCard}
        <StepNav step={1} onNext={() => midOk() && navigate(COMMODITY_STEP_PATHS[2])} />
      </WizardFrame>
    );
  }

  const failure = identity.status === 'fail' ? (identity.message ?? '身分驗證失敗，請稍後再試') : null;
  return (
    <WizardFrame step={1}>
      <Typography.Paragraph type="secondary" className="fenqi-wizard-lead">
        請輸入申請人本人的身分證字號。已是會員請輸入登入密碼；首次申辦請設定會員密碼。
      </Typography.Paragraph>
      {captureButton}
      {filledAlert}
      <MemberHint isMember={form.isMember} />
      <FormView<IdentityForm>
        name="commodityIdentity"
        formData={form}
        serverErrors={[...identity.fieldErrors, ...revisionErrorsOf(revisionNote, 1)]}
        disabled={identity.pending}
        onChange={changeIdentity}
        onSubmit={submitted}
        onError={failed}
      >
        {midCard}
        {(failure || notice) && (
          <Alert
            className="fenqi-step-alert"
            type={failure ? 'error' : 'info'}
            showIcon
            title={failure ?? notice}
          />
        )}
        <StepNav step={1} loading={identity.pending} />
      </FormView>
    </WizardFrame>
  );
}

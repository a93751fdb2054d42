import { Alert, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { FormView } from '../../../forms/FormView';
import { StepNav } from '../components/StepNav';
import { WizardFrame } from '../components/WizardFrame';
import { useCommodityLookups } from '../lookups';
import type { ApplicantForm } from '../model/form-data';
import { syncApplicantForm } from '../model/sync-applicant-form';
import { fieldErrorsOfStep } from '../sagas/wire-paths';
import { revisionErrorsOf } from '../model/wizard-revisions';
import { selectCommodity, selectWizardForms, type WithCommodity } from '../selectors';
import { formChanged } from '../actions';
import { useStepSend } from './use-step-send';
import { sameFormData } from '../../../forms/same-form-data';

/**
 * Step 3, the applicant's data (schemas/commodityApplicant.json): step 2's career type and
 * labor-insurance flag are copied in (they decide the student block, the career description and
 * whether the work fields are required), and a ticked 同戶籍地址 copies and locks the residential
 * address. The server's 422 details show at their fields. 下一步 saves the step.
 */
export default function Step3ApplicantPage() {
  const dispatch = useDispatch();
  const store = useStore<WithCommodity>();
  const { submit, revisionNote } = useSelector(selectCommodity);
  const stepSend = useStepSend(3);
  const forms = useSelector(selectWizardForms);
  const lookups = useCommodityLookups();
  const formContext = useMemo(() => ({ lookups }), [lookups]);
  const { applicant, plan } = forms;

  // Step 2 may have changed since this form was last open (or a draft just loaded). Both forms as
  // the store has them: the page's first render may show an earlier state (load-flow-first.ts).
  useEffect(() => {
    const now = selectWizardForms(store.getState());
    const synced = syncApplicantForm(now.applicant, now.plan);
    if (synced !== now.applicant) dispatch(formChanged('applicant', synced));
  }, [applicant, plan, store, dispatch]);

  // Compared with the store's data, not this render's: RJSF reports a batch of changes in one
  // commit, and a report that matches what this render saw may still undo a newer one.
  const change = (data: ApplicantForm) => {
    const next = syncApplicantForm(data, plan);
    if (!sameFormData(next, selectWizardForms(store.getState()).applicant))
      dispatch(formChanged('applicant', next));
  };

  const serverErrors = useMemo(
    // Step saves report paths of this form; the submit reports the wire body's (mapped here).
    () => [
      ...stepSend.fieldErrors,
      ...fieldErrorsOfStep(submit.fieldErrors, 'applicant'),
      ...revisionErrorsOf(revisionNote, 3),
    ],
    [stepSend.fieldErrors, submit.fieldErrors, revisionNote],
  );

  return (
    <WizardFrame step={3}>
      <Typography.Paragraph type="secondary" className="fenqi-wizard-lead">
        請填寫與身分證相同的個人資料，以及聯絡、工作與撥款帳戶資料。標示 * 為必填。
      </Typography.Paragraph>
      <FormView<ApplicantForm>
        name="commodityApplicant"
        formData={applicant}
        formContext={formContext}
        serverErrors={serverErrors}
        onChange={change}
        onSubmit={stepSend.send}
      >
        {stepSend.failed && (
          <Alert className="fenqi-step-alert" type="error" showIcon title={stepSend.failed} />
        )}
        <StepNav step={3} loading={stepSend.pending} />
      </FormView>
    </WizardFrame>
  );
}

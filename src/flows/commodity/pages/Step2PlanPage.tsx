import type { RJSFValidationError } from '@rjsf/utils';
import { Alert, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { FormView } from '../../../forms/FormView';
import type { ServerFieldError } from '../../../forms/server-errors';
import { PlanCards } from '../components/PlanCards';
import { QuoteCard } from '../components/QuoteCard';
import { StepNav } from '../components/StepNav';
import { WizardFrame } from '../components/WizardFrame';
import { useCommodityLookups } from '../lookups';
import { amountBoundsError, formAmountBoundsOf } from '../model/amount-bounds';
import { useLoadedForm } from '../../../forms/use-loaded-form';
import type { PlanForm } from '../model/form-data';
import { applyPlanChoice } from '../model/plan-choice';
import { revisionErrorsOf } from '../model/wizard-revisions';
import { fieldErrorsOfStep } from '../sagas/wire-paths';
import {
  selectChosenPlan,
  selectCommodity,
  selectWizardForms,
  selectCommodityRun,
  selectPlans,
  type WithCommodity,
} from '../selectors';
import { formChanged } from '../actions';
import { sameFormData } from '../../../forms/same-form-data';
import { useQuote, type QuoteInput } from './use-quote';
import { useStepSend } from './use-step-send';

function quoteInputOf(form: PlanForm, amountError: ServerFieldError | undefined): QuoteInput | null {
  const { interestPlanId, interestRateId, installment, amount } = form;
  if (!interestPlanId || !interestRateId || !installment || !amount || amount <= 0 || amountError)
    return null;
  return { planId: interestPlanId, rateId: interestRateId, installment, amount };
}

/**
 * Step 2, choose a plan: the plans as cards, then career type, amount (within the plan's bounds)
 * and installment (the 36th period only for restricted careers), and the quote, asked again as
 * amount or installment change and kept in the form's hidden fields. 下一步 saves the step.
 */
export default function Step2PlanPage() {
  const dispatch = useDispatch();
  const store = useStore<WithCommodity>();
  const { submit, revisionNote } = useSelector(selectCommodity);
  const stepSend = useStepSend(2);
  const forms = useSelector(selectWizardForms);
  const { load } = useSelector(selectCommodityRun);
  const plans = useSelector(selectPlans);
  const chosen = useSelector(selectChosenPlan);
  const lookups = useCommodityLookups();
  const formContext = useMemo(() => ({ lookups }), [lookups]);
  const form = forms.plan;
  const [planError, setPlanError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The form's own amount bounds (its schema's) narrow each plan's range: one rule, shown once.
  const planForm = useLoadedForm('commodityPlan');
  const amountBounds = useMemo(() => formAmountBoundsOf(planForm?.schema), [planForm]);
  const boundsError = amountBoundsError(form.amount, chosen ?? undefined, amountBounds);
  const input = quoteInputOf(form, boundsError);
  const { quote: current, pending: quotePending, error: quoteError, ask } = useQuote(input);

  // The quote goes into the hidden monthlyPayment / serviceFee fields, for step 5 and the draft.
  useEffect(() => {
    if (!current) return;
    const now = selectWizardForms(store.getState()).plan;
    if (now.monthlyPayment === current.monthlyPayment && now.serviceFee === current.serviceFee) return;
    dispatch(
      formChanged('plan', {
        ...now,
        monthlyPayment: current.monthlyPayment,
        serviceFee: current.serviceFee,
      }),
    );
  }, [current, form, store, dispatch]);

  // Compared with the store's data, not this render's: RJSF reports a batch of changes in one
  // commit, and a report that matches what this render saw may still undo a newer one.
  const change = (data: PlanForm) => {
    const before = selectWizardForms(store.getState()).plan;
    let next = applyPlanChoice(data, plans);
    const changed = (['interestPlanId', 'interestRateId', 'amount'] as const).some(
      (k) => next[k] !== before[k],
    );
    // The payment of the previous choice no longer applies.
    if (changed) next = { ...next, monthlyPayment: undefined, serviceFee: undefined };
    if (next.interestPlanId) setPlanError(null);
    setNotice(null);
    if (!sameFormData(next, before)) dispatch(formChanged('plan', next));
  };

  const submitted = () => {
    if (boundsError) return;
    if (!current) {
      setNotice(quoteError ?? '正在試算每月應繳金額，請稍候再按「下一步」');
      return;
    }
    stepSend.send();
  };
  const failed = (errors: RJSFValidationError[]) =>
    setPlanError(errors.find((e) => e.property === '.interestPlanId')?.message ?? null);

  const ownFailure = stepSend.failed !== null;
  const serverErrors = useMemo(
    () => [
      ...(boundsError ? [boundsError] : []),
      ...stepSend.fieldErrors,
      ...fieldErrorsOfStep(submit.fieldErrors, 'plan'),
      ...revisionErrorsOf(revisionNote, 2),
    ],
    // The bounds error is a new object each render; its text is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [boundsError?.message, stepSend.fieldErrors, submit.fieldErrors, revisionNote],
  );

  return (
    <WizardFrame step={2}>
      <Typography.Paragraph type="secondary" className="fenqi-wizard-lead">
        請選擇分期方案，再填寫職業類別、申請金額與分期期數。
      </Typography.Paragraph>
      {plans.length > 0 ? (
        <PlanCards
          plans={plans}
          value={form.interestPlanId}
          onChange={(id) => change({ ...form, interestPlanId: id })}
          error={planError}
          amountBounds={amountBounds}
        />
      ) : load.status === 'fail' ? (
        <Alert type="error" showIcon title={load.message ?? '分期方案載入失敗'} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      <FormView<PlanForm>
        name="commodityPlan"
        formData={form}
        formContext={formContext}
        serverErrors={serverErrors}
        onChange={change}
        onSubmit={submitted}
        onError={failed}
      >
        <QuoteCard
          quote={current}
          pending={quotePending}
          error={quoteError}
          ready={input !== null}
          blocked={boundsError?.message}
          onRetry={ask}
        />
        {(notice || ownFailure) && (
          <Alert
            className="fenqi-step-alert"
            type={ownFailure ? 'error' : 'info'}
            showIcon
            title={stepSend.failed ?? notice}
          />
        )}
        <StepNav step={2} loading={stepSend.pending} />
      </FormView>
    </WizardFrame>
  );
}

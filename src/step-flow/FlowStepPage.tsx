import { usePreloadForm } from '../forms/use-preload-form';
import { Alert, Typography } from 'antd';
import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { hasOfflineStorage } from '../api/offline/offline-db';
import { useQueueItems } from '../api/offline/queue/use-queue-items';
import { FormView } from '../forms/FormView';
import { loadForm } from '../forms/load-form';
import { selectOnline } from '../store/global-ui/selectors';
import { ContractList } from './contract/ContractList';
import { agreementsOf, allContractsDone, CONTRACTS_PENDING_TEXT } from './contract/step-contracts';
import {
  flowPaths,
  flowUrl,
  nextTextOf,
  stepOf,
  erased,
  type FlowDefinition,
  type FormData,
} from './flow-definition';
import { FlowGate } from './FlowGate';
import { LeaveGuard } from './LeaveGuard';
import { stepSendGroup, stepSendWaiting } from './queued-send';
import { useRefusalFocus } from './refusal-focus';
import { DraftStatus } from './DraftStatus';
import { SendWaitsForNetwork } from './SendWaitsForNetwork';
import { sameFormData } from '../forms/same-form-data';
import { flowFormChanged, flowStepSubmitted, selectFlow, type LoadedRun, type WithStepFlows } from './slice';
import { StepFrame } from './StepFrame';
import { StepNavButtons } from './StepNavButtons';
import { flowStepperItems } from './stepper-items';
import { useStepRoute } from './use-step-entry';

/** What a flow's own part of a page (an intro, the finish body) is given: the run, as the flow types it. */
export interface FlowPartProps<Loaded = unknown, Ctx = unknown> {
  run: LoadedRun<Loaded, Ctx>;
}

/** Props of one step page of a flow. */
export interface FlowStepPageProps<Ctx, Loaded> {
  definition: FlowDefinition<Ctx, Loaded>;
  stepKey: string;
  /** Shown above the step's form: what the flow alone can say (e.g. the loan being signed). */
  Intro?: ComponentType<FlowPartProps<Loaded, Ctx>>;
}

/** The page once the flow loaded: the engine's side holds the definition as it holds every flow. */
interface FlowStepBodyProps<Ctx, Loaded> {
  definition: FlowDefinition;
  stepKey: string;
  Intro?: ComponentType<FlowPartProps<Loaded, Ctx>>;
  run: LoadedRun<Loaded, Ctx>;
}

function FlowStepBody<Ctx, Loaded>({ definition, stepKey, Intro, run }: FlowStepBodyProps<Ctx, Loaded>) {
  const dispatch = useDispatch();
  const store = useStore<WithStepFlows>();
  const navigate = useNavigate();
  const { step, index } = stepOf(definition, stepKey);
  const { ctx, loaded } = run;
  const formContext = useMemo(
    () => definition.formContext?.(ctx, loaded, dispatch),
    [definition, ctx, loaded, dispatch],
  );
  const area = useRef<HTMLDivElement>(null);
  const online = useSelector(selectOnline);
  const refused = run.save.status === 'fail' && run.save.step === stepKey;
  useRefusalFocus(area, refused ? { id: run.save, fieldErrors: run.save.fieldErrors.length } : null);

  const route = useStepRoute(definition, run, index);
  // The next step's form (its code and widgets) loads while the member fills this one in.
  usePreloadForm(definition.steps[index + 1]?.form);
  // The step's send pressed offline waits in the offline queue: said, and not sent twice.
  const queueItems = useQueueItems(Boolean(step.send) && hasOfflineStorage());
  const queued =
    step.send !== undefined &&
    run.contextKey !== null &&
    stepSendWaiting(
      queueItems,
      stepSendGroup({ flow: definition.name, step: stepKey, contextKey: run.contextKey }),
    );

  const url = (path: string) => flowUrl(definition, path, ctx);
  if (route.kind === 'wait') return null;
  if (route.kind === 'goTo') return <Navigate to={route.to} replace />;

  const saving = run.save.pending && run.save.step === stepKey;
  const failed = refused ? (run.save.message ?? '送出失敗，請稍後再試') : null;
  const submit = (data: FormData) => dispatch(flowStepSubmitted(definition.name, stepKey, data));
  // The contract step kind: its data are the agreements, and it goes once every contract is done.
  const { contracts } = step;
  const stepData = run.forms[stepKey];
  const contractsPending = contracts !== undefined && !allContractsDone(contracts, stepData, run.files);
  const backTo = index > 0 ? url(definition.steps[index - 1].path) : null;
  // The refusal's message sits beside the buttons, where the member who pressed them looks.
  const nav = (
    <>
      {failed && <Alert className="fenqi-step-alert" type="error" showIcon title={failed} />}
      {saving && !online && <SendWaitsForNetwork />}
      {contractsPending && (
        <Typography.Text type="warning" role="note">
          {contracts.pendingText ?? CONTRACTS_PENDING_TEXT}
        </Typography.Text>
      )}
      {queued && (
        <SendWaitsForNetwork
          title="已保留在此裝置，網路恢復後會自動送出"
          description="關閉此頁或手機重新開機也不會遺失；送出後會自動完成。"
        />
      )}
      <StepNavButtons
        backTo={backTo}
        nextText={queued ? '等待網路' : nextTextOf(step, { loaded, ctx, forms: run.forms })}
        loading={saving}
        disabled={queued || contractsPending}
        onNext={step.form ? undefined : () => submit(stepData ?? {})}
      />
    </>
  );

  return (
    <StepFrame
      items={flowStepperItems(definition, run, index)}
      current={index}
      title={step.title}
      aside={definition.draft === 'server' && <DraftStatus draftSave={run.draftSync} />}
      onStepClick={(target) => target < index && navigate(url(definition.steps[target].path))}
    >
      <LeaveGuard
        active={run.dirty.includes(stepKey) && !saving && !queued}
        freePaths={flowPaths(definition)}
        onUnload={definition.draft === 'none'}
      />
      {Intro && <Intro run={run} />}
      {run.credentialLapsed && definition.credential?.obtainedAt === stepKey && (
        <Alert type="warning" showIcon title={definition.credential.lapsedText} />
      )}
      <div ref={area} className="fenqi-step-body">
        {step.form ? (
          <FormView<FormData>
            name={step.form}
            formData={run.forms[stepKey]}
            formContext={formContext}
            serverErrors={run.save.step === stepKey ? run.save.fieldErrors : undefined}
            onChange={(data) => {
              // A report of the same answers (a form fills an untouched group with {} as it draws
              // it) is no edit: nothing to save or guard, and no redraw of the whole page. Compared
              // with the store as it is now: two reports may come before the page draws again.
              const held = selectFlow(store.getState(), definition.name).forms[stepKey];
              if (!sameFormData(data, held)) dispatch(flowFormChanged(definition.name, stepKey, data));
            }}
            onSubmit={submit}
            disabled={saving || queued}
          >
            {nav}
          </FormView>
        ) : (
          <>
            {contracts && (
              <section aria-label="契約與簽名" className="fenqi-flow-contracts">
                <ContractList
                  contracts={contracts.list}
                  agreedAt={agreementsOf(stepData)}
                  files={run.files}
                  urlOf={url}
                />
              </section>
            )}
            {nav}
          </>
        )}
      </div>
    </StepFrame>
  );
}

/**
 * A step of a flow, run by the engine: the gate (link, loading, failure), no skipping by URL, the
 * stepper, the step's form rendered by FormView with the flow's lookups and uploader, 上一步 /
 * 下一步 (sent by the flow saga), the send failure, and the leaving-page protection.
 */
export function FlowStepPage<Ctx, Loaded>({ definition, stepKey, Intro }: FlowStepPageProps<Ctx, Loaded>) {
  const { form } = stepOf(erased(definition), stepKey).step;
  // The step's form (its module and widgets) loads while the flow's data does, not after it: on a
  // phone's network that is one round trip and one download less before the form shows.
  // A failure here is the form's own to show, when FormView asks again.
  useEffect(() => {
    if (form) loadForm(form).catch(() => undefined);
  }, [form]);
  return (
    <FlowGate definition={definition}>
      {(run) => <FlowStepBody definition={erased(definition)} stepKey={stepKey} Intro={Intro} run={run} />}
    </FlowGate>
  );
}

import { withTheme, type IChangeEvent } from '@rjsf/core';
import { deepEquals, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import { Alert, Spin } from 'antd';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { FormModule } from '../validation/form-module';
import { createFormValidator } from '../validation/form-validator';
import { isTakingOver } from '../ui/taking-over';
import { focusFirstInvalid } from './focus-first-invalid';
import type { FenqiFormContext } from './form-context';
import { createFormDataStore } from './form-data-store';
import { loadForm, loadedForm } from './load-form';
import { fenqiFields, fenqiTemplates, fenqiWidgets } from './registry';
import { serverErrorsToErrorSchema, type ServerFieldError } from './server-errors';
import { translateString } from './translate-string';
import { useTouchedErrors } from './use-touched-errors';
import { createPendingInputs, handOverTypedValues } from './typed-value';
import { createValueStore, useStoredValue, type ValueStore } from './value-store';
import './forms.css';

const ThemedForm = withTheme({ widgets: fenqiWidgets, fields: fenqiFields, templates: fenqiTemplates });

/** Props of a form rendered by name from `schemas/<name>.json` + `uischemas/<name>.json`. */
export interface FormViewProps<T = Record<string, unknown>> {
  name: string;
  formData?: T;
  onChange?: (data: T) => void;
  onSubmit?: (data: T) => void;
  /** Called when a submit is blocked by validation (the messages already show under the fields). */
  onError?: (errors: RJSFValidationError[]) => void;
  formContext?: FenqiFormContext;
  /** Errors from the server's 422 details, shown under their fields. */
  serverErrors?: readonly ServerFieldError[];
  disabled?: boolean;
  readonly?: boolean;
  /** Replaces the default submit button (e.g. a wizard's back / next buttons). */
  children?: ReactNode;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; name: string; form: FormModule }
  | { status: 'fail'; message: string };

/** Renders any Fenqi form by name with the precompiled validator and zh-TW messages. */
export function FormView<T = Record<string, unknown>>(props: FormViewProps<T>) {
  const { name } = props;
  const [state, setState] = useState<LoadState>(() => {
    const form = loadedForm(name);
    return form ? { status: 'ready', name, form } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    const form = loadedForm(name);
    if (form) {
      setState((now) =>
        now.status === 'ready' && now.form === form ? now : { status: 'ready', name, form },
      );
      return undefined;
    }
    loadForm(name).then(
      // Drawn as a transition: React renders the whole form in slices instead of one long task.
      (form) => current && startTransition(() => setState({ status: 'ready', name, form })),
      (error: Error) => current && setState({ status: 'fail', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [name]);

  if (state.status === 'fail') {
    return <Alert type="error" showIcon title="表單載入失敗，請重新整理頁面" description={state.message} />;
  }
  // A page that swaps its form gets a new LoadedForm: nothing of the previous form's state stays.
  if (state.status === 'ready' && state.name === name)
    return <LoadedForm<T> key={name} {...props} form={state.form} />;
  return <Spin description="資料加載中...">{<div style={{ minHeight: 120 }} />}</Spin>;
}

/**
 * Renders a form module that is already at hand rather than loaded by name: the form studio's
 * preview of an unsaved edit, compiled by the server. A new module is a new form (`key` it).
 */
export function FormModuleView<T = Record<string, unknown>>(
  props: Omit<FormViewProps<T>, 'name'> & { form: FormModule },
) {
  return <LoadedForm<T> {...props} name={props.form.name} />;
}

/**
 * One form, loaded. RJSF keeps the data being typed in its own state and reports each change;
 * the parent stores it and hands it back as `formData`. Feeding that echo back to RJSF would make
 * it recompute its whole state a second time on every keystroke (and re-render every field), so a
 * render where only the echo came back is skipped (EchoSkippingForm), while everything else
 * reaches RJSF with the data it holds, so it never re-derives its state from older data.
 */
function LoadedForm<T>({
  name,
  form,
  formData,
  onChange,
  onSubmit,
  onError,
  formContext,
  serverErrors,
  disabled,
  readonly,
  children,
}: FormViewProps<T> & { form: FormModule }) {
  const touched = useTouchedErrors();
  const validator = useMemo(() => createFormValidator(form), [form]);
  const extraErrors = useMemo(
    () => (serverErrors?.length ? serverErrorsToErrorSchema(serverErrors) : undefined),
    [serverErrors],
  );
  // The data the form last reported, and the formData it was last rendered with.
  const reported = useRef<unknown>(undefined);
  const rendered = useRef<unknown>(formData);

  // Data from elsewhere (a restored draft, a reset) replaces what is typed. RJSF only notices a
  // formData that differs from the one it was last rendered with: data equal to that one (a
  // form emptied back to how it began) is given to a fresh form instead.
  const [seenData, setSeenData] = useState(formData);
  const [generation, setGeneration] = useState(0);
  if (formData !== seenData) {
    setSeenData(formData);
    if (
      formData !== reported.current &&
      deepEquals(formData, rendered.current) &&
      !deepEquals(formData, reported.current)
    )
      setGeneration(generation + 1);
  }

  // Widgets that depend on other fields read the data from this store: formContext keeps its identity.
  const [store] = useState(() => createFormDataStore(formData));
  useEffect(() => {
    if (formData !== reported.current) store.set(formData);
  }, [formData, store]);
  // Inputs keep what is being typed until the form takes it; a submit takes it first.
  const [pendingInputs] = useState(createPendingInputs);
  const context = useMemo(
    () => ({ ...formContext, formDataStore: store, pendingInputs }),
    [formContext, store, pendingInputs],
  );
  // Leaving the page hands every waiting value over first (capture: before the draft writers'
  // listeners of src/api/offline/page-leaving.ts), so the draft written then holds it.
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const leaving = () => flushSync(() => handOverTypedValues(pendingInputs));
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving, true);
    document.addEventListener('visibilitychange', hidden, true);
    return () => {
      window.removeEventListener('pagehide', leaving, true);
      document.removeEventListener('visibilitychange', hidden, true);
    };
  }, [pendingInputs]);
  const { onSubmitCapture: markSubmitTried } = touched;
  const onSubmitCapture = useCallback(() => {
    markSubmitTried();
    handOverTypedValues(pendingInputs);
  }, [markSubmitTried, pendingInputs]);

  // The callbacks RJSF gets keep their identity; they call the parent's latest ones.
  const latest = useRef({ onChange, onSubmit, onError });
  useLayoutEffect(() => {
    latest.current = { onChange, onSubmit, onError };
  });
  const { onChange: judgeShownErrors } = touched;
  const handleChange = useCallback(
    (event: IChangeEvent<T>, id?: string) => {
      reported.current = event.formData;
      store.set(event.formData);
      // What RJSF reports as the app takes the page over (its defaults added to the HTML's data)
      // is not typing: on a page drawn with an earlier state than the store's (load-flow-first.ts)
      // it would replace the run just loaded. The next report is of the store's data.
      if (!isTakingOver()) latest.current.onChange?.(event.formData as T);
      judgeShownErrors(event.errors, id);
    },
    [store, judgeShownErrors],
  );
  const handleSubmit = useCallback(
    (event: IChangeEvent<T>) => latest.current.onSubmit?.(event.formData as T),
    [],
  );
  const handleError = useCallback((errors: RJSFValidationError[]) => latest.current.onError?.(errors), []);
  // A refused submit focuses the first invalid field as the page shows them (focus-first-invalid.ts).
  const container = useRef<HTMLDivElement>(null);
  const focusOnFirstError = useCallback(() => void focusFirstInvalid(container.current), []);

  // The parent's children (new elements on each of its renders) reach RJSF through a slot that
  // keeps its identity, so that they alone re-render.
  const [childrenStore] = useState(() => createValueStore<ReactNode>(children));
  useLayoutEffect(() => childrenStore.set(children));
  const slot = useMemo(() => <ChildrenSlot store={childrenStore} />, [childrenStore]);

  return (
    <div ref={container} onSubmitCapture={onSubmitCapture}>
      <EchoSkippingForm
        key={generation}
        ref={touched.formRef}
        reported={reported}
        rendered={rendered}
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        validator={validator}
        formData={formData}
        formContext={context}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onError={handleError}
        onBlur={touched.onBlur}
        transformErrors={touched.transformErrors}
        extraErrors={extraErrors}
        translateString={translateString}
        disabled={disabled}
        readonly={readonly}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError={focusOnFirstError}
        liveValidate="onBlur"
        className={`fenqi-form fenqi-form-${name}`}
      >
        {children === undefined ? undefined : slot}
      </EchoSkippingForm>
    </div>
  );
}

function ChildrenSlot({ store }: { store: ValueStore<ReactNode> }) {
  return <>{useStoredValue(store)}</>;
}

type ThemedFormProps = ComponentProps<typeof ThemedForm>;
interface EchoSkippingFormProps extends ThemedFormProps {
  /** The data the form last reported through onChange. */
  reported: RefObject<unknown>;
  /** Receives the formData RJSF was rendered with. */
  rendered: RefObject<unknown>;
}

function FormWithData({ reported: _reported, rendered, ...props }: EchoSkippingFormProps) {
  useLayoutEffect(() => {
    rendered.current = props.formData;
  });
  return <ThemedForm {...props} />;
}

/** True (skip the render) when the props are the same but for formData, which is the form's own data. */
function onlyTheEchoChanged(prev: EchoSkippingFormProps, next: EchoSkippingFormProps): boolean {
  if (next.formData !== prev.formData && next.formData !== next.reported.current) return false;
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]) as Set<keyof EchoSkippingFormProps>;
  for (const key of keys) if (key !== 'formData' && prev[key] !== next[key]) return false;
  return true;
}

const EchoSkippingForm = memo(FormWithData, onlyTheEchoChanged);

import { withTheme, type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FormModule } from '../validation/form-module';
import { createFormValidator } from '../validation/form-validator';
import type { FenqiFormContext } from './form-context';
import { createFormDataStore } from './form-data-store';
import { loadForm } from './load-form';
import { fenqiFields, fenqiTemplates, fenqiWidgets } from './registry';
import { serverErrorsToErrorSchema, type ServerFieldError } from './server-errors';
import { translateString } from './translate-string';
import { useTouchedErrors } from './use-touched-errors';
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
  { status: 'loading' } | { status: 'ready'; form: FormModule } | { status: 'fail'; message: string };

/** Renders any Fenqi form by name with the precompiled validator and zh-TW messages. */
export function FormView<T = Record<string, unknown>>(props: FormViewProps<T>) {
  const {
    name,
    formData,
    onChange,
    onSubmit,
    onError,
    formContext,
    serverErrors,
    disabled,
    readonly,
    children,
  } = props;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const touched = useTouchedErrors();
  // The data last reported by the form. When the parent hands it back (it stores what onChange
  // gave it), the form is not fed its own data again: that echo would make RJSF recompute its
  // whole state a second time on every keystroke.
  const reported = useRef<unknown>(undefined);
  const [dataForForm, setDataForForm] = useState<T | undefined>(formData);
  if (formData !== reported.current && formData !== dataForForm) setDataForForm(formData);
  const [store] = useState(() => createFormDataStore(formData));
  useEffect(() => {
    if (formData !== reported.current) store.set(formData);
  }, [formData, store]);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadForm(name).then(
      (form) => current && setState({ status: 'ready', form }),
      (error: Error) => current && setState({ status: 'fail', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [name]);

  const form = state.status === 'ready' ? state.form : undefined;
  const validator = useMemo(() => (form ? createFormValidator(form) : undefined), [form]);
  const extraErrors = useMemo(
    () => (serverErrors?.length ? serverErrorsToErrorSchema(serverErrors) : undefined),
    [serverErrors],
  );
  // One formContext object while the parent's stays the same: the data travels in the store.
  const context = useMemo(() => ({ ...formContext, formDataStore: store }), [formContext, store]);
  // The callbacks RJSF gets keep their identity; they call the parent's latest ones.
  const latest = useRef({ onChange, onSubmit, onError });
  useEffect(() => {
    latest.current = { onChange, onSubmit, onError };
  });
  const handleChange = useCallback(
    (event: IChangeEvent<T>) => {
      reported.current = event.formData;
      store.set(event.formData);
      latest.current.onChange?.(event.formData as T);
    },
    [store],
  );
  const handleSubmit = useCallback(
    (event: IChangeEvent<T>) => latest.current.onSubmit?.(event.formData as T),
    [],
  );
  const handleError = useCallback((errors: RJSFValidationError[]) => latest.current.onError?.(errors), []);

  if (state.status === 'fail') {
    return <Alert type="error" showIcon title="表單載入失敗，請重新整理頁面" description={state.message} />;
  }
  if (!form || !validator)
    return <Spin description="資料加載中...">{<div style={{ minHeight: 120 }} />}</Spin>;

  return (
    <div onSubmitCapture={touched.onSubmitCapture}>
      <ThemedForm
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        validator={validator}
        formData={dataForForm}
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
        focusOnFirstError
        liveValidate="onBlur"
        className={`fenqi-form fenqi-form-${name}`}
      >
        {children}
      </ThemedForm>
    </div>
  );
}

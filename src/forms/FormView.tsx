import { withTheme, type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FormModule } from '../validation/form-module';
import { createFormValidator } from '../validation/form-validator';
import type { FenqiFormContext } from './form-context';
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
  const [liveData, setLiveData] = useState<T | undefined>(formData);
  const touched = useTouchedErrors();

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

  useEffect(() => setLiveData(formData), [formData]);

  const form = state.status === 'ready' ? state.form : undefined;
  const validator = useMemo(() => (form ? createFormValidator(form) : undefined), [form]);
  const extraErrors = useMemo(
    () => (serverErrors?.length ? serverErrorsToErrorSchema(serverErrors) : undefined),
    [serverErrors],
  );

  if (state.status === 'fail') {
    return <Alert type="error" showIcon title="表單載入失敗，請重新整理頁面" description={state.message} />;
  }
  if (!form || !validator)
    return <Spin description="資料加載中...">{<div style={{ minHeight: 120 }} />}</Spin>;

  const handleChange = (event: IChangeEvent<T>) => {
    setLiveData(event.formData);
    onChange?.(event.formData as T);
  };
  return (
    <div onSubmitCapture={touched.onSubmitCapture}>
      <ThemedForm
        schema={form.schema as RJSFSchema}
        uiSchema={form.uiSchema as UiSchema}
        validator={validator}
        formData={liveData}
        formContext={{ ...formContext, formData: liveData }}
        onChange={handleChange}
        onSubmit={(event: IChangeEvent<T>) => onSubmit?.(event.formData as T)}
        onError={(errors) => onError?.(errors)}
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

import { Component, useState, type ReactNode } from 'react';
import Form from '@rjsf/antd';
import type { FormProps, IChangeEvent } from '@rjsf/core';
import type {
  ErrorSchema,
  ErrorTransformer,
  FormContextType,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';

/** What `renderRjsf` renders: the `Form` props a widget or field test sets, plus two harness switches. */
export interface RenderRjsfOptions<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: T;
  formContext?: FormContextType;
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  extraErrors?: ErrorSchema<T>;
  readonly?: boolean;
  disabled?: boolean;
  transformErrors?: ErrorTransformer<T>;
  showErrorList?: false | 'top' | 'bottom';
  onError?: FormProps<T>['onError'];
  onBlur?: FormProps<T>['onBlur'];
  /** Hold the form data in state (starting at `formData ?? {}`) and pass it as `formContext.formData`, as a flow does. */
  liveFormContext?: boolean;
  /** Render inside an error boundary that shows the thrown error's message in a `<p>`. */
  errorBoundary?: boolean;
}

type ChangeSpy<T> = jest.Mock<void, [IChangeEvent<T>, string?]>;

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}

function LiveForm<T>({ props, onChange }: { props: FormProps<T>; onChange: ChangeSpy<T> }) {
  const [formData, setFormData] = useState<T | undefined>(props.formData ?? ({} as T));
  return (
    <Form
      {...props}
      formData={formData}
      formContext={{ ...props.formContext, formData }}
      onChange={(event: IChangeEvent<T>, id?: string) => {
        setFormData(event.formData);
        onChange(event, id);
      }}
    />
  );
}

/** Renders `@rjsf/antd`'s Form with the ajv8 validator and an `onChange` spy; `lastData()` is the last emitted formData. */
export function renderRjsf<T = Record<string, unknown>>(options: RenderRjsfOptions<T>) {
  const onChange: ChangeSpy<T> = jest.fn();
  const element = ({ liveFormContext, errorBoundary, ...formOptions }: RenderRjsfOptions<T>) => {
    const props: FormProps<T> = { ...formOptions, validator };
    const form = liveFormContext ? (
      <LiveForm props={props} onChange={onChange} />
    ) : (
      <Form {...props} onChange={onChange} />
    );
    return errorBoundary ? <ErrorBoundary>{form}</ErrorBoundary> : form;
  };
  const view = render(element(options));
  const lastData = (): T | undefined => onChange.mock.lastCall?.[0].formData;
  /** Renders the same form again with some options changed (e.g. `disabled` while a flow sends). */
  const rerenderWith = (changes: Partial<RenderRjsfOptions<T>>) =>
    view.rerender(element({ ...options, ...changes }));
  return { onChange, lastData, rerenderWith, ...view };
}

import { clsx } from 'clsx';
import { getStatusClassNames } from 'antd/es/_util/statusUtils';
import { useComponentConfig } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariant from 'antd/es/form/hooks/useVariants';
import useStyle, { useSharedStyle } from 'antd/es/input/style';
import {
  useContext,
  useRef,
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';

/**
 * What a field's text input is given: a plain input's attributes, and either its value (a
 * controlled input) or the value it is first drawn with (one that holds what is typed by itself,
 * reached through `inputRef`).
 */
export type FieldInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'size'> &
  ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never }) & {
    style?: CSSProperties;
    inputRef?: RefObject<HTMLInputElement | null>;
  };

/**
 * A form field's text input as antd's Input draws it: the same elements, classes and
 * styles (registered by antd's own style hooks), the error status and feedback icon from the box
 * around it (FieldBox's FormItemInputContext), the focused and disabled looks, a click on the
 * frame focusing the input. antd's Input costs far more than it draws: its three components run
 * some thirty hooks on each render, and every key typed clones the input element to hand its
 * onChange a synthetic target. On the applicant form that was most of what a keystroke ran, and
 * a part of every form page's take-over. `FieldInput.test.tsx` draws each state both ways and
 * compares the HTML. Not for number inputs (antd's InputNumber steps) or inputs with an addon.
 */
export function FieldInput({
  className,
  style,
  disabled: ownDisabled,
  onFocus,
  onBlur,
  inputRef,
  ...input
}: FieldInputProps) {
  const { getPrefixCls, direction, autoComplete, className: configClass } = useComponentConfig('input');
  const prefixCls = getPrefixCls('input');
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  useStyle(prefixCls, rootCls);
  const size = useSize((configured) => configured);
  const contextDisabled = useContext(DisabledContext);
  const disabled = ownDisabled ?? contextDisabled;
  const { status, hasFeedback, feedbackIcon } = useContext(FormItemInputContext);
  const [variant, variantClass] = useVariant('input');
  const [focused, setFocused] = useState(false);
  const ownField = useRef<HTMLInputElement>(null);
  const field = inputRef ?? ownField;

  const rtl = direction === 'rtl';
  const variantClasses = clsx(
    variantClass && `${prefixCls}-${variant}`,
    getStatusClassNames(prefixCls, status),
  );
  const outer = clsx(className, cssVarCls, rootCls, configClass);
  const control = (
    <input
      autoComplete={autoComplete}
      type="text"
      {...input}
      ref={field}
      disabled={disabled}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      className={clsx(
        prefixCls,
        disabled && `${prefixCls}-disabled`,
        size === 'small' && `${prefixCls}-sm`,
        size === 'large' && `${prefixCls}-lg`,
        rtl && `${prefixCls}-rtl`,
        hashId,
        !hasFeedback && variantClasses,
        !hasFeedback && outer,
      )}
      style={hasFeedback ? undefined : style}
    />
  );
  if (!hasFeedback) return control;
  const wrapper = `${prefixCls}-affix-wrapper`;
  return (
    // The frame is antd's affix wrapper: a click on it (the icon, the padding) focuses the input,
    // as antd's does; the input itself is what a keyboard or a screen reader reaches.
    <span
      className={clsx(
        wrapper,
        disabled && `${prefixCls}-disabled`,
        disabled && `${wrapper}-disabled`,
        focused && `${wrapper}-focused`,
        input.readOnly && `${wrapper}-readonly`,
        size === 'small' && `${wrapper}-sm`,
        size === 'large' && `${wrapper}-lg`,
        rtl && `${wrapper}-rtl`,
        hashId,
        variantClasses,
        outer,
      )}
      style={style}
      onClick={(event) => {
        if (event.currentTarget.contains(event.target as Node) && event.target !== field.current)
          field.current?.focus();
      }}
    >
      {control}
      <span className={`${prefixCls}-suffix`}>{feedbackIcon}</span>
    </span>
  );
}

import { CloseCircleFilled } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { FormItemInputContext, FormItemPrefixContext } from 'antd/es/form/context';
import ErrorList from 'antd/es/form/ErrorList';
import useFormStyle from 'antd/es/form/style';
import { useRowStyle } from 'antd/es/grid/style';
import { useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface FieldBoxProps {
  /** The control's id: the label's `for`. */
  htmlFor: string;
  /** The label above the control; none when false or empty (a widget that prints its own). */
  label: ReactNode;
  required?: boolean;
  /** The field's errors (FieldErrorTemplate), in the message line under the control. */
  errors?: ReactNode;
  /** The description and help text, below the message line. */
  extra?: ReactNode;
  /** A control that shows the feedback icon (an input), not a group of fields. */
  hasFeedback: boolean;
  /** Drawn as antd's `layout="vertical"` item (a part of a field group, e.g. an address's city). */
  vertical?: boolean;
  children: ReactNode;
}

/** The classes of an element of the box: antd's names, each joined with the style hooks' own. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * One field's box as antd's Form.Item draws it (label above, the control, the message line, the
 * help text; the same elements, classes and styles, so it looks the same), in plain elements.
 * A Form.Item costs far more than it draws: its Row watches six media queries of its own
 * and draws itself again as it mounts, and its label, input and message parts measure themselves
 * and set state as they mount, each a synchronous render in the commit. On the applicant form's
 * 54 fields that was most of the app's take-over of a page; a typed key re-rendered it too. The
 * box keeps antd's behaviour a member sees: the control's error status and icon (antd's inputs read
 * them from the FormItemInputContext given here), the message line's animation and its reserved
 * space, and the styles, registered by the same hooks Form.Item calls.
 */
export function FieldBox({
  htmlFor,
  label,
  required,
  errors,
  extra,
  hasFeedback,
  vertical,
  children,
}: FieldBoxProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('form');
  const rowCls = getPrefixCls('row');
  const colCls = getPrefixCls('col');
  const rootCls = useCSSVarCls(prefixCls);
  const [formHash, formVarCls] = useFormStyle(prefixCls, rootCls);
  const [rowHash, rowVarCls] = useRowStyle(rowCls);
  const item = `${prefixCls}-item`;
  const hasError = errors !== undefined && errors !== null;
  const status = hasError ? ('error' as const) : ('' as const);

  // While the message line shows, antd moves the item's bottom margin under it (and keeps the
  // help text's height), so the fields below do not jump as the message opens and closes.
  // Measured as the message opens, not on each render (Form.Item measured the help text on every
  // render: a forced layout per key typed into a field that shows an error).
  const itemRef = useRef<HTMLDivElement>(null);
  const extraRef = useRef<HTMLDivElement>(null);
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  const [extraHeight, setExtraHeight] = useState(0);
  useLayoutEffect(() => {
    if (!hasError || !itemRef.current) return;
    setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10));
    setExtraHeight(extraRef.current?.clientHeight ?? 0);
  }, [hasError]);
  const onMessageShown = (shown: boolean) => {
    if (!shown && !hasError) setMarginBottom(null);
  };

  const inputStatus = useMemo(
    () => ({
      status,
      errors: [],
      warnings: [],
      hasFeedback,
      feedbackIcon:
        hasFeedback && status ? (
          <span className={`${item}-feedback-icon ${item}-feedback-icon-${status}`}>
            <CloseCircleFilled />
          </span>
        ) : undefined,
      isFormItemInput: true,
    }),
    [status, hasFeedback, item],
  );
  const messagePrefix = useMemo(() => ({ prefixCls, status }), [prefixCls, status]);
  const labelText = typeof label === 'string' ? label.replace(/[:：]\s*$/, '') : label;
  const hasLabel = label !== false && label !== null && label !== undefined && label !== '';
  // antd's grid styles are not registered for the columns: they are 1,027 rules (86 KB in each
  // form page's HTML) for the two a box uses, which forms.css gives. The theme's hash
  // and variables class are the ones every antd style of the page shares.
  const col = (part: string) =>
    classes(colCls, !vertical && `${colCls}-24`, `${item}-${part}`, rowHash, rowVarCls);
  const showsMessage = marginBottom !== null || hasError;

  return (
    <div
      ref={itemRef}
      className={classes(
        item,
        formVarCls,
        rootCls,
        formHash,
        hasError && `${item}-with-help`,
        hasError && hasFeedback && `${item}-has-feedback`,
        hasError && `${item}-has-error`,
        vertical ? `${item}-vertical` : `${item}-horizontal`,
      )}
    >
      <div className={classes(rowCls, `${item}-row`, rowHash, rowVarCls)}>
        {hasLabel && (
          <div className={col('label')}>
            <label
              htmlFor={htmlFor}
              className={required ? `${item}-required` : ''}
              title={typeof label === 'string' ? label : undefined}
            >
              {labelText}
            </label>
          </div>
        )}
        <div className={col('control')}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              <FormItemInputContext.Provider value={inputStatus}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {(showsMessage || extra) && (
            <div
              className={`${item}-additional`}
              style={marginBottom ? { minHeight: marginBottom + extraHeight } : {}}
            >
              {showsMessage && (
                <FormItemPrefixContext.Provider value={messagePrefix}>
                  <ErrorList
                    help={hasError ? errors : undefined}
                    helpStatus={status}
                    className={`${item}-explain-connected`}
                    onVisibleChanged={onMessageShown}
                  />
                </FormItemPrefixContext.Provider>
              )}
              {extra && (
                <div className={`${item}-extra`} ref={extraRef}>
                  {extra}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
      {!!marginBottom && <div className={`${item}-margin-offset`} style={{ marginBottom: -marginBottom }} />}
    </div>
  );
}

import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import CheckboxWidget from '@rjsf/antd/lib/widgets/CheckboxWidget/index.js';
import { consentLabel } from '../../../ui/contract-text/ContractTextDisclosure';
import { useContractTexts } from '../../../ui/contract-text/use-contract-texts';
import type { FenqiFormContext } from '../../form-context';

/** Props of the consent widget: RJSF's, with Fenqi's form context. */
export type ContractConsentWidgetProps = WidgetProps<
  unknown,
  RJSFSchema,
  FenqiFormContext & GenericObjectType
>;

const NO_TEXTS = () => Promise.resolve({ documents: [] });

/**
 * The checkbox that agrees to contracts (`ui:options.contracts`: their ids in contracts/), labelled
 * with the versions the page shows, from the same texts as its disclosure (the form context's
 * `contractTexts`): 我已閱讀並同意分期付款契約 2026.11 版及本票 2026.11 版內容. It cannot be ticked
 * before those texts are on the page, nor when they could not be loaded: a member agrees only to
 * what was shown. Without a source (the studio's preview) it is the plain checkbox with the title.
 */
export default function ContractConsentWidget(props: ContractConsentWidgetProps) {
  const source = props.registry.formContext?.contractTexts;
  const ids = props.options.contracts as string[] | undefined;
  const texts = useContractTexts(source?.key ?? '', source?.load ?? NO_TEXTS, ids);
  if (!source) return <CheckboxWidget {...props} />;
  const shown = texts.documents && texts.documents.length > 0 ? texts.documents : null;
  return (
    <CheckboxWidget
      {...props}
      label={shown ? consentLabel(shown) : props.label}
      disabled={props.disabled || !shown}
    />
  );
}

import type { ContractDocument } from '../../../contracts/contract-document';
import { contractText } from '../../../contracts/contract-texts';
import { renderContract, versionLabel } from '../../../contracts/render-contract';
import type { ContractTerms } from './contract-terms';

/** The version of the installment contract text (contracts/installment.json). */
export const INSTALLMENT_CONTRACT_VERSION = versionLabel(contractText('installment'));

/** 分期付款契約: the payment terms between the applicant and the provider (contracts/installment.json). */
export function installmentContract(terms: ContractTerms): ContractDocument {
  return renderContract(contractText('installment'), terms);
}

/** 本票: the note the installment contract's article 7 speaks of, signed separately (contracts/promissory-note.json). */
export function promissoryNote(terms: ContractTerms): ContractDocument {
  return renderContract(contractText('promissory-note'), terms);
}

import type { ContractDocument } from '../../../contracts/contract-document';
import { contractText } from '../../../contracts/contract-texts';
import { renderContract, versionLabel } from '../../../contracts/render-contract';
import type { ContractTerms } from './contract-terms';

/** The version of the sale contract text (contracts/sale.json). */
export const SALE_CONTRACT_VERSION = versionLabel(contractText('sale'));

/** 買賣契約: what is sold, for how much, delivery, warranty and the right to cancel (contracts/sale.json). */
export function saleContract(terms: ContractTerms): ContractDocument {
  return renderContract(contractText('sale'), terms);
}

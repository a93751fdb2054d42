import type { ContractDocument } from '../../../contracts/contract-document';
import { contractText } from '../../../contracts/contract-texts';
import { renderContract, versionLabel } from '../../../contracts/render-contract';
import type { ContractTerms } from './contract-terms';

/** The version of the platform service contract text (contracts/platform.json). */
export const PLATFORM_CONTRACT_VERSION = versionLabel(contractText('platform'));

/** 平台服務契約: the online application service between the member and the platform. */
export function platformContract(terms: ContractTerms): ContractDocument {
  return renderContract(contractText('platform'), terms);
}

import guarantorContract from '../../contracts/guarantor-contract.json';
import guarantorNote from '../../contracts/guarantor-note.json';
import installment from '../../contracts/installment.json';
import platform from '../../contracts/platform.json';
import promissoryNote from '../../contracts/promissory-note.json';
import sale from '../../contracts/sale.json';
import vehicleProviderNote from '../../contracts/vehicle-provider-note.json';
import { parseContractText, type ContractText } from './contract-text';

/**
 * Every contract text file of `contracts/`, by id: read by the client (to show) and the server
 * (to record what was signed). A new file is added here once; its id is its file name.
 */
export const CONTRACT_TEXTS = {
  installment: parseContractText('installment.json', installment),
  'promissory-note': parseContractText('promissory-note.json', promissoryNote),
  platform: parseContractText('platform.json', platform),
  sale: parseContractText('sale.json', sale),
  'guarantor-contract': parseContractText('guarantor-contract.json', guarantorContract),
  'guarantor-note': parseContractText('guarantor-note.json', guarantorNote),
  'vehicle-provider-note': parseContractText('vehicle-provider-note.json', vehicleProviderNote),
} as const satisfies Record<string, ContractText>;

/** A contract text's id. */
export type ContractId = keyof typeof CONTRACT_TEXTS;

/** The texts a signer signs, in the order they are shown and recorded. */
export const CONTRACTS_SIGNED_BY = {
  applicant: ['installment', 'promissory-note', 'platform', 'sale'],
  guarantor: ['guarantor-contract', 'guarantor-note'],
  vehicleSigner: ['vehicle-provider-note'],
} as const satisfies Record<ContractText['signer'], readonly ContractId[]>;

/** The text of a contract by id. */
export function contractText(id: ContractId): ContractText {
  return CONTRACT_TEXTS[id];
}

/** Whether a string names a contract text. */
export function isContractId(id: string): id is ContractId {
  return Object.hasOwn(CONTRACT_TEXTS, id);
}

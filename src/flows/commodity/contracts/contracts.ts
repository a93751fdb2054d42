import type { ClientFile } from '../../../api/v2/types/common';
import type { FileCategory } from '../../../forms/form-context';
import type { ContractName } from '../actions';
import type { CommodityState } from '../slice';
import type { ContractDocument } from '../../../contracts/contract-document';
import type { ContractTerms } from './contract-terms';
import { installmentContract, promissoryNote } from './installment-contract';
import { platformContract } from './platform-contract';
import { saleContract } from './sale-contract';

/** One signature a contract needs: the server file category it is stored as. */
export interface SignatureSlot {
  category: FileCategory;
  /** What the member signs, e.g. 本票. */
  label: string;
}

/** A contract of step 5: its page, its documents and the signatures it takes. */
export interface ContractDefinition {
  name: ContractName;
  title: string;
  /** Its page; mirrors src/app/paths.ts, which a flow may not import (layer rule). */
  path: string;
  documents: (terms: ContractTerms) => ContractDocument[];
  signatures: SignatureSlot[];
}

const slot = (id: number, name: string, label: string): SignatureSlot => ({
  category: { id, name, maxOnApply: 1 },
  label,
});

/**
 * The three contracts in the order step 5 lists them. The installment contract comes with its
 * promissory note, and each is signed on its own (categories 18 and 19): a note is a separate
 * instrument whose maker must sign it knowingly, so one drawing is not reused for both.
 */
export const CONTRACTS: readonly ContractDefinition[] = [
  {
    name: 'installment',
    title: '分期付款契約',
    path: '/member/commodity-loans/installmentContract',
    documents: (terms) => [installmentContract(terms), promissoryNote(terms)],
    signatures: [slot(18, '合約簽名', '分期付款契約'), slot(19, '本票簽名', '本票')],
  },
  {
    name: 'platform',
    title: '平台服務契約',
    path: '/member/commodity-loans/platformContract',
    documents: (terms) => [platformContract(terms)],
    signatures: [slot(22, '平台合約簽名', '平台服務契約')],
  },
  {
    name: 'sale',
    title: '買賣契約',
    path: '/member/commodity-loans/saleContract',
    documents: (terms) => [saleContract(terms)],
    signatures: [slot(23, '買賣合約簽名', '買賣契約')],
  },
];

/** The definition of a contract by name. */
export function contractOf(name: ContractName): ContractDefinition {
  const found = CONTRACTS.find((contract) => contract.name === name);
  if (!found) throw new Error(`Unknown contract ${name}`);
  return found;
}

/** The stored signature of a slot (the newest file of its category), if any. */
export function signatureFileOf(
  files: readonly ClientFile[],
  signature: SignatureSlot,
): ClientFile | undefined {
  return files.filter((file) => file.fileCategoryId === String(signature.category.id)).at(-1);
}

/** Whether every signature of the contract is stored. */
export function isSigned(files: readonly ClientFile[], contract: ContractDefinition): boolean {
  return contract.signatures.every((signature) => signatureFileOf(files, signature) !== undefined);
}

/** Whether the contract was agreed and all its signatures are stored. */
export function isAgreedAndSigned(
  state: Pick<CommodityState, 'files' | 'contractsAgreedAt'>,
  contract: ContractDefinition,
): boolean {
  return state.contractsAgreedAt[contract.name] !== null && isSigned(state.files, contract);
}

/** Whether all three contracts are agreed and signed: the application may be sent. */
export function allContractsDone(state: Pick<CommodityState, 'files' | 'contractsAgreedAt'>): boolean {
  return CONTRACTS.every((contract) => isAgreedAndSigned(state, contract));
}

/**
 * The stored signature of every contract slot by its category id, for the application's
 * caseFileIds: the server attaches only the files named there, and requires the signatures.
 */
export function signatureIdsByCategory(files: readonly ClientFile[]): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const slot of CONTRACTS.flatMap((contract) => contract.signatures)) {
    const file = signatureFileOf(files, slot);
    if (file) ids[String(slot.category.id)] = file.id;
  }
  return ids;
}

import type { ClientFile } from '../../../api/v2/types/common';
import {
  isAgreedAndSigned,
  signatureIdsByCategory as signatureIdsOf,
  type ContractSignature,
  type FlowContract,
} from '../../../step-flow/contract/flow-contract';
import type { ContractTerms } from './contract-terms';
import { installmentContract, promissoryNote } from './installment-contract';
import { platformContract } from './platform-contract';
import { saleContract } from './sale-contract';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** The three contracts agreed on step 5 (each opened on its own page). */
export type ContractName = 'installment' | 'platform' | 'sale';

/** A contract of step 5 (the engine's contract step kind), filled with the application's terms. */
export interface ContractDefinition extends FlowContract<ContractTerms> {
  name: ContractName;
}

const slot = (id: number, name: string, label: string): ContractSignature => ({
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
    path: ROUTE_PATHS.installmentContract,
    documents: (terms) => [installmentContract(terms), promissoryNote(terms)],
    signatures: [slot(18, '合約簽名', '分期付款契約'), slot(19, '本票簽名', '本票')],
  },
  {
    name: 'platform',
    title: '平台服務契約',
    path: ROUTE_PATHS.platformContract,
    documents: (terms) => [platformContract(terms)],
    signatures: [slot(22, '平台合約簽名', '平台服務契約')],
  },
  {
    name: 'sale',
    title: '買賣契約',
    path: ROUTE_PATHS.saleContract,
    documents: (terms) => [saleContract(terms)],
    signatures: [slot(23, '買賣合約簽名', '買賣契約')],
  },
];

/** Whether all three contracts are agreed and signed (`files`: the stored files): the application may be sent. */
export function allContractsDone(
  contractsAgreedAt: Readonly<Record<ContractName, string | null>>,
  files: readonly ClientFile[],
): boolean {
  return CONTRACTS.every((contract) => isAgreedAndSigned(contractsAgreedAt[contract.name], files, contract));
}

/**
 * The stored signature of every contract slot by its category id, for the application's
 * caseFileIds: the server attaches only the files named there, and requires the signatures.
 */
export function signatureIdsByCategory(files: readonly ClientFile[]): Record<string, number> {
  return signatureIdsOf(CONTRACTS, files);
}

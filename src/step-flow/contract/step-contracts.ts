import type { ClientFile } from '../../api/v2/types/common';
import type { ContractDocument } from '../../contracts/contract-document';
import type { FlowStateInput, FormData } from '../flow-state-input';
import { isAgreedAndSigned, type FlowContract } from './flow-contract';

/**
 * The contract step kind (a step's `contracts`): the step lists its contracts (ContractList); each
 * is read, signed and agreed on its own page (FlowContractPage, at the contract's `path`); the step
 * may be sent once every contract is agreed and every signature of it stored. The agreements are
 * the step's data (`agreedAt`, so the flow's draft keeps them); the signatures are the flow's
 * stored files (its `files` option), uploaded with its form context's uploader.
 */
export interface StepContracts<Ctx, Loaded> {
  /** The contracts in the order the step lists them. */
  list: readonly FlowContract<never>[];
  /** The documents of the contract of `name`, filled with the flow's figures now, dated `today`. */
  documentsOf: (name: string, input: FlowStateInput<Ctx, Loaded>, today: Date) => ContractDocument[];
  /** Who signs (a keyboard signature must be this name); none: any name. */
  signerName?: (input: FlowStateInput<Ctx, Loaded>) => string | undefined;
  /** The contract page's way back to the step (default 返回). */
  backText?: string;
  /** Said by the step while a contract is not agreed and signed (its send is disabled). */
  pendingText?: string;
}

/** What declares a contract step: its contracts, typed by the figures their documents are filled with. */
export interface StepContractsOptions<Ctx, Loaded, Figures> extends Omit<
  StepContracts<Ctx, Loaded>,
  'list' | 'documentsOf'
> {
  list: readonly FlowContract<Figures>[];
  /** The figures every contract of the step is filled with (e.g. the application's terms, dated `today`). */
  figures: (input: FlowStateInput<Ctx, Loaded>, today: Date) => Figures;
}

/** The default note of a contract step whose contracts are not all agreed and signed. */
export const CONTRACTS_PENDING_TEXT = '請先閱讀並同意全部契約（含簽名），才能送出。';

/** A step's `contracts` from its list and the figures they are filled with. */
export function stepContracts<Ctx, Loaded, Figures>({
  list,
  figures,
  ...rest
}: StepContractsOptions<Ctx, Loaded, Figures>): StepContracts<Ctx, Loaded> {
  return {
    ...rest,
    list,
    documentsOf: (name, input, today) => contractNamed(list, name).documents(figures(input, today)),
  };
}

/** The contract of `name` in the list (throws for another name: a programming error). */
export function contractNamed<C extends { name: string }>(list: readonly C[], name: string): C {
  const found = list.find((contract) => contract.name === name);
  if (!found) throw new Error(`No contract "${name}" in the step`);
  return found;
}

/** When each contract of the step (by name) was agreed, from the step's data. */
export function agreementsOf(data: FormData | undefined): Readonly<Record<string, string | null>> {
  const agreedAt = data?.agreedAt;
  if (typeof agreedAt !== 'object' || agreedAt === null) return {};
  const agreements: Record<string, string | null> = {};
  for (const [name, at] of Object.entries(agreedAt)) agreements[name] = typeof at === 'string' ? at : null;
  return agreements;
}

/** The step's data once the contract of `name` was agreed at `at` (ISO time). */
export function withAgreement(data: FormData | undefined, name: string, at: string): FormData {
  return { ...data, agreedAt: { ...agreementsOf(data), [name]: at } };
}

/** Whether every contract of the step is agreed (its data) and signed (the flow's files): it may be sent. */
export function allContractsDone(
  contracts: Pick<StepContracts<unknown, unknown>, 'list'>,
  data: FormData | undefined,
  files: readonly ClientFile[],
): boolean {
  const agreements = agreementsOf(data);
  return contracts.list.every((contract) => isAgreedAndSigned(agreements[contract.name], files, contract));
}

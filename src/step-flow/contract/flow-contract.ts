import type { ClientFile } from '../../api/v2/types/common';
import type { ContractDocument } from '../../contracts/contract-document';
import type { FileCategory } from '../../forms/form-context';
import type { ContractSignatureSlot } from './SignatureSlots';

/** One signature a contract takes: the server file category its drawing is stored as. */
export interface ContractSignature {
  category: FileCategory;
  /** What the member signs, e.g. 本票. */
  label: string;
}

/**
 * A contract of a flow's step, declared (the contract step kind): its page, its documents filled
 * with the case's figures, and the signatures it takes. Each contract is read, signed and agreed
 * on its own page (ContractSigning); the step lists them (ContractList) and is sent once all are.
 */
export interface FlowContract<Figures> {
  name: string;
  title: string;
  /** Its page (one of src/domain/route-paths.ts). */
  path: string;
  documents: (figures: Figures) => ContractDocument[];
  signatures: readonly ContractSignature[];
}

/** The stored signature of a slot (the newest file of its category), if any. */
export function signatureFileOf(
  files: readonly ClientFile[],
  signature: ContractSignature,
): ClientFile | undefined {
  return files.filter((file) => file.fileCategoryId === String(signature.category.id)).at(-1);
}

/** Whether every signature of the contract is stored. */
export function isSigned(files: readonly ClientFile[], contract: FlowContract<never>): boolean {
  return contract.signatures.every((signature) => signatureFileOf(files, signature) !== undefined);
}

/** The contract's signatures as its page shows them: signed or not, with the stored image. */
export function signatureSlotsOf(
  files: readonly ClientFile[],
  contract: FlowContract<never>,
): ContractSignatureSlot[] {
  return contract.signatures.map((signature) => {
    const file = signatureFileOf(files, signature);
    return { label: signature.label, signed: file !== undefined, imageUrl: file?.fileUrl };
  });
}

/** Whether the contract was agreed and every signature of it is stored (its step may be sent). */
export function isAgreedAndSigned(
  agreedAt: string | null | undefined,
  files: readonly ClientFile[],
  contract: FlowContract<never>,
): boolean {
  return Boolean(agreedAt) && isSigned(files, contract);
}

/**
 * The stored signature of every slot of the contracts by its category id: what a send names
 * (e.g. the wizard's caseFileIds, where the server requires the signatures).
 */
export function signatureIdsByCategory(
  contracts: readonly FlowContract<never>[],
  files: readonly ClientFile[],
): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const signature of contracts.flatMap((contract) => contract.signatures)) {
    const file = signatureFileOf(files, signature);
    if (file) ids[String(signature.category.id)] = file.id;
  }
  return ids;
}

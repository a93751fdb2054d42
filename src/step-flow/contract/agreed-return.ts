import { PAGE_FOCUS_STATE, type PageFocusState } from '../../ui/page-focus';

/** Navigation state of a contract step reached back from a contract the member has just agreed to. */
export interface AgreedReturnState extends PageFocusState {
  agreedContract: string;
}

/** The state the contract page goes back to its step with after 同意 (the step places the focus). */
export function agreedReturnState(name: string): AgreedReturnState {
  return { ...PAGE_FOCUS_STATE, agreedContract: name };
}

/** The contract just agreed to, when the step was reached back from it. */
export function agreedContractOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { agreedContract } = state as Partial<AgreedReturnState>;
  return typeof agreedContract === 'string' ? agreedContract : undefined;
}

import type { GlobalUiState } from './slice';

type WithGlobalUi = { globalUi: GlobalUiState };

/** The loading overlay's text, or null when nothing is loading. */
export const selectLoadingMessage = (state: WithGlobalUi): string | null =>
  state.globalUi.loadingCount > 0 ? state.globalUi.loadingMessage : null;
/** The running upload's percentage, or null. */
export const selectUploadPercent = (state: WithGlobalUi) => state.globalUi.uploadPercent;
/** Whether the browser is online. */
export const selectOnline = (state: WithGlobalUi) => state.globalUi.online;
/** Whether back navigation is allowed. */
export const selectCanBack = (state: WithGlobalUi) => state.globalUi.canBack;
/** Whether the current page asked to keep its state alive. */
export const selectKeepActive = (state: WithGlobalUi) => state.globalUi.keepActive;
/** Whether the signature pad is open. */
export const selectSignaturePadOpen = (state: WithGlobalUi) => state.globalUi.signaturePadOpen;
/** The dialog to show now (the head of the queue), or undefined. */
export const selectCurrentDialog = (state: WithGlobalUi) => state.globalUi.dialogs[0];

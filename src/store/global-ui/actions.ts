import type { Action } from 'redux';
import type { DialogKind } from '../../api/errors/api-error-outcome';

/** The default text of the loading overlay (spec §2). */
export const DEFAULT_LOADING_MESSAGE = '資料加載中...';

/** One dialog waiting in the queue; `DialogHost` shows the first. */
export interface DialogRequest {
  kind: DialogKind;
  message: string;
  /** The heading; each kind has a zh-TW default. */
  title?: string;
  /** Where to go after OK (an app path), or null to stay. */
  redirect?: string | null;
  /** Dispatched after OK (e.g. a confirm's follow-up action). */
  okAction?: Action;
  /** Dispatched after Cancel (confirm dialogs only have Cancel). */
  cancelAction?: Action;
  okText?: string;
  cancelText?: string;
  /** False: only the two buttons answer (no ×, no Esc), when Cancel is itself a choice. */
  dismissible?: boolean;
}

/** A queued dialog with its id. */
export interface QueuedDialog extends DialogRequest {
  id: number;
}

let nextDialogId = 1;

/** Shows the global loading overlay; `message` defaults to 資料加載中... */
export const loadingShown = (message: string = DEFAULT_LOADING_MESSAGE) =>
  ({ type: 'ui/LOADING_SHOWN', payload: message }) as const;
/** Ends one `loadingShown` (the overlay stays while others are still loading). */
export const loadingHidden = () => ({ type: 'ui/LOADING_HIDDEN' }) as const;
/** An upload is running at `percent` (0–100): shows 檔案上傳中，請稍候！ with the number. */
export const uploadProgressed = (percent: number) =>
  ({ type: 'ui/UPLOAD_PROGRESSED', payload: percent }) as const;
/** The upload ended (done or failed): hides the upload indicator. */
export const uploadFinished = () => ({ type: 'ui/UPLOAD_FINISHED' }) as const;
/** The browser went online (true) or offline (false). */
export const connectivityChanged = (online: boolean) =>
  ({ type: 'ui/CONNECTIVITY_CHANGED', payload: online }) as const;
/** Allows (true) or blocks (false) back navigation, e.g. while an application is being sent. */
export const canBackSet = (canBack: boolean) => ({ type: 'ui/CAN_BACK_SET', payload: canBack }) as const;
/** Marks a page that must keep its state alive (the keep-active flag of §4). */
export const keepActiveSet = (keepActive: boolean) =>
  ({ type: 'ui/KEEP_ACTIVE_SET', payload: keepActive }) as const;
/** Opens (true), closes (false) or toggles (no argument) the signature pad. */
export const signaturePadToggled = (open?: boolean) =>
  ({ type: 'ui/SIGNATURE_PAD_TOGGLED', payload: open }) as const;
/** Queues a dialog of one of the five kinds (§8). */
export const dialogShown = (request: DialogRequest) =>
  ({ type: 'ui/DIALOG_SHOWN', payload: { ...request, id: nextDialogId++ } }) as const;
/** Removes a dialog from the queue once the member answered it. */
export const dialogClosed = (id: number) => ({ type: 'ui/DIALOG_CLOSED', payload: id }) as const;

/** Every action of the global UI slice. */
export type GlobalUiAction = ReturnType<
  | typeof loadingShown
  | typeof loadingHidden
  | typeof uploadProgressed
  | typeof uploadFinished
  | typeof connectivityChanged
  | typeof canBackSet
  | typeof keepActiveSet
  | typeof signaturePadToggled
  | typeof dialogShown
  | typeof dialogClosed
>;

import { DEFAULT_LOADING_MESSAGE, type GlobalUiAction, type QueuedDialog } from './actions';

/** The app-wide flags of spec §4 plus the dialog queue of §8. */
export interface GlobalUiState {
  /** How many `loadingShown` are still open; the overlay shows while above 0. */
  loadingCount: number;
  loadingMessage: string;
  /** The running upload's percentage, or null when nothing uploads. */
  uploadPercent: number | null;
  online: boolean;
  canBack: boolean;
  keepActive: boolean;
  signaturePadOpen: boolean;
  dialogs: QueuedDialog[];
}

/** The state at start; `online` is read from the browser. */
export function initialGlobalUiState(
  online: boolean = typeof navigator === 'undefined' ? true : navigator.onLine,
): GlobalUiState {
  return {
    loadingCount: 0,
    loadingMessage: DEFAULT_LOADING_MESSAGE,
    uploadPercent: null,
    online,
    canBack: true,
    keepActive: false,
    signaturePadOpen: false,
    dialogs: [],
  };
}

function sameDialog(a: QueuedDialog, b: QueuedDialog): boolean {
  return a.kind === b.kind && a.message === b.message && (a.redirect ?? null) === (b.redirect ?? null);
}

/** The global UI reducer (mounted under `globalUi`). */
export function globalUiReducer(
  state: GlobalUiState = initialGlobalUiState(),
  action: GlobalUiAction,
): GlobalUiState {
  switch (action.type) {
    case 'ui/LOADING_SHOWN':
      return { ...state, loadingCount: state.loadingCount + 1, loadingMessage: action.payload };
    case 'ui/LOADING_HIDDEN': {
      // An unmatched hide must not drive the count below zero and hide a later overlay early.
      const loadingCount = Math.max(0, state.loadingCount - 1);
      return {
        ...state,
        loadingCount,
        loadingMessage: loadingCount === 0 ? DEFAULT_LOADING_MESSAGE : state.loadingMessage,
      };
    }
    case 'ui/UPLOAD_PROGRESSED':
      return { ...state, uploadPercent: Math.min(100, Math.max(0, Math.round(action.payload))) };
    case 'ui/UPLOAD_FINISHED':
      return { ...state, uploadPercent: null };
    case 'ui/CONNECTIVITY_CHANGED':
      return { ...state, online: action.payload };
    case 'ui/CAN_BACK_SET':
      return { ...state, canBack: action.payload };
    case 'ui/KEEP_ACTIVE_SET':
      return { ...state, keepActive: action.payload };
    case 'ui/SIGNATURE_PAD_TOGGLED':
      return { ...state, signaturePadOpen: action.payload ?? !state.signaturePadOpen };
    case 'ui/DIALOG_SHOWN':
      // Several calls failing together (e.g. a 500 burst) would otherwise stack identical dialogs.
      if (state.dialogs.some((queued) => sameDialog(queued, action.payload))) return state;
      return { ...state, dialogs: [...state.dialogs, action.payload] };
    case 'ui/DIALOG_CLOSED':
      return { ...state, dialogs: state.dialogs.filter((dialog) => dialog.id !== action.payload) };
    default:
      return state;
  }
}

import {
  canBackSet,
  connectivityChanged,
  DEFAULT_LOADING_MESSAGE,
  keepActiveSet,
  loadingHidden,
  loadingShown,
  signaturePadToggled,
  uploadFinished,
  uploadProgressed,
} from './actions';
import { selectLoadingMessage } from './selectors';
import { globalUiReducer, initialGlobalUiState, type GlobalUiState } from './slice';

const run = (...actions: Parameters<typeof globalUiReducer>[1][]): GlobalUiState =>
  actions.reduce(globalUiReducer, initialGlobalUiState(true));

describe('global UI reducer', () => {
  it('starts with nothing loading, online, back allowed', () => {
    expect(run()).toMatchObject({ loadingCount: 0, uploadPercent: null, online: true, canBack: true });
  });

  it('keeps the overlay until every loading ended, never counting below zero', () => {
    const state = run(loadingHidden(), loadingShown('資料加載中！'), loadingShown(), loadingHidden());
    expect(selectLoadingMessage({ globalUi: state })).toBe(DEFAULT_LOADING_MESSAGE);
    const done = globalUiReducer(state, loadingHidden());
    expect(selectLoadingMessage({ globalUi: done })).toBeNull();
    expect(run(loadingHidden()).loadingCount).toBe(0);
  });

  it('clamps and rounds the upload percentage', () => {
    expect(run(uploadProgressed(-3)).uploadPercent).toBe(0);
    expect(run(uploadProgressed(66.6)).uploadPercent).toBe(67);
    expect(run(uploadProgressed(140)).uploadPercent).toBe(100);
    expect(run(uploadProgressed(50), uploadFinished()).uploadPercent).toBeNull();
  });

  it('sets the flags', () => {
    expect(run(connectivityChanged(false)).online).toBe(false);
    expect(run(canBackSet(false)).canBack).toBe(false);
    expect(run(keepActiveSet(true)).keepActive).toBe(true);
    expect(run(signaturePadToggled()).signaturePadOpen).toBe(true);
    expect(run(signaturePadToggled(), signaturePadToggled()).signaturePadOpen).toBe(false);
    expect(run(signaturePadToggled(false)).signaturePadOpen).toBe(false);
  });
});

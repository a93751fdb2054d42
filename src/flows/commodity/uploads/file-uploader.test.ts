import { sampleJpeg } from '../../../../tests/api/sample-files';
import { uploadCommodityFile } from '../../../api/v2/commodity-files';
import { clearDraftToken } from '../../../api/commodity-token';
import { makePageStore } from '../pages/confirm-pages-test-kit';
import { createFileUploader, type UploadCall } from './file-uploader';
import {
  startBrowserApiServer,
  startFlakyRelay,
  startNewMemberDraft,
  type BrowserApiServer,
} from '../../../../tests/support/browser-api-server';
import { UPLOAD_NETWORK_FAILED, UploadFailedError } from '../../../step-flow/uploads/upload-failure';
import { selectCommodityFiles } from '../selectors';

/*
 * The uploader against the real API server over jsdom's XMLHttpRequest. A network error is real
 * too: a TCP relay in front of the server drops the first connections, as a lost signal would.
 */

let api: BrowserApiServer;
let photo: File;

beforeAll(async () => {
  api = await startBrowserApiServer();
  await startNewMemberDraft();
  photo = new File([new Uint8Array(await sampleJpeg(64, 48))], 'photo.jpg', { type: 'image/jpeg' });
});
afterAll(async () => {
  clearDraftToken();
  await api.stop();
});
beforeEach(() => {
  // jsdom reports each dropped connection on the console; here they are the point of the test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  api.pointAt();
});

/** A store with the commodity and global UI slices (no sagas), recording every action. */
const makeStore = () => makePageStore();

const SELFIE = { id: 4, name: '手持證件自拍照', maxOnApply: 1 };
const noWait = () => Promise.resolve();

describe('createFileUploader', () => {
  it('retries after network errors and stores the file once the upload gets through', async () => {
    const relay = await startFlakyRelay(api.url, 2);
    api.pointAt(relay.url);
    const { store, types } = makeStore();
    const percents: number[] = [];
    const upload = createFileUploader({ dispatch: store.dispatch, wait: noWait });

    const uploaded = await upload(photo, SELFIE, (percent) => percents.push(percent));
    await relay.close();

    expect(relay.dropped()).toBe(2);
    expect(uploaded).toMatchObject({ fileCategoryId: 4, contentType: 'image/jpeg', name: 'photo.jpg' });
    expect(uploaded.fileUrl).toMatch(/^\/api\/v2\/files\/\d+\?/);
    expect(selectCommodityFiles(store.getState()).map((file) => file.id)).toEqual([uploaded.id]);
    expect(percents[0]).toBe(0);
    // The global 檔案上傳中 indicator ran and is gone; no dialog for the retried errors.
    expect(types()).toContain('ui/UPLOAD_PROGRESSED');
    expect(types().at(-1)).toBe('ui/UPLOAD_FINISHED');
    expect(store.getState().globalUi.uploadPercent).toBeNull();
    expect(store.getState().globalUi.dialogs).toEqual([]);
  });

  it('gives up after three retries with a zh-TW message and leaves the stored files alone', async () => {
    const { store } = makeStore();
    const kept = await createFileUploader({ dispatch: store.dispatch, wait: noWait })(
      photo,
      SELFIE,
      () => {},
    );
    const relay = await startFlakyRelay(api.url, 100);
    api.pointAt(relay.url);
    const waits: number[] = [];
    const upload = createFileUploader({
      dispatch: store.dispatch,
      wait: async (ms) => void waits.push(ms),
    });

    const failure = await upload(photo, { id: 17, name: '存摺封面', maxOnApply: 1 }, () => {}).catch(
      (error: unknown) => error,
    );
    await relay.close();

    expect(failure).toBeInstanceOf(UploadFailedError);
    expect((failure as Error).message).toBe(UPLOAD_NETWORK_FAILED);
    expect(relay.dropped()).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(selectCommodityFiles(store.getState()).map((file) => file.id)).toEqual([kept.id]);
    expect(store.getState().globalUi.dialogs).toMatchObject([
      { kind: 'error', title: '「photo.jpg」上傳失敗', message: UPLOAD_NETWORK_FAILED },
    ]);
    expect(store.getState().globalUi.uploadPercent).toBeNull();
  });

  it('does not retry a refusal from the server and shows the server’s message', async () => {
    const { store } = makeStore();
    let calls = 0;
    const counted: UploadCall = (categoryId, ...rest) => {
      calls += 1;
      return uploadCommodityFile(Number(categoryId), ...rest);
    };
    const upload = createFileUploader({ dispatch: store.dispatch, upload: counted, wait: noWait });

    const failure = await upload(photo, { id: 99, name: '不存在的類別', maxOnApply: 1 }, () => {}).catch(
      (error: unknown) => error,
    );

    expect(calls).toBe(1);
    expect((failure as Error).message).toBe('上傳類別錯誤');
    expect(selectCommodityFiles(store.getState())).toEqual([]);
  });
});

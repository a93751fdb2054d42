import type { EventChannel } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import type { ClientFile } from '../../../api/v2/types/common';
import {
  acknowledgeStored,
  storedUploads,
  withPlaceholderReplaced,
  type StoredUpload,
} from '../../../step-flow/uploads/queued-files';
import { flowFileStored } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { formChanged } from '../actions';
import type { ProductForm } from '../model/form-data';
import { selectWizardForms } from '../selectors';

/** The draft files' address: the wizard's uploads queue under it (queued-upload.ts groups by address). */
const DRAFT_FILES_PATH = '/api/v2/members/commodity-cases/tmp/files';

/**
 * The wizard's side of the offline queue: a photo or signature picked offline and
 * stored later joins the application's files (caseFileIds) and replaces its stand-in in step 4's
 * form; the queue then forgets it. The server's draft lists it anyway, so a stored file whose
 * stand-in is gone (a new tab started over) is only added to the files.
 */
export function* queuedCommodityFilesSaga() {
  const channel: EventChannel<StoredUpload> | null = storedUploads();
  if (!channel) return;
  while (true) {
    const upload: StoredUpload = yield take(channel);
    if (new URL(upload.item.request.url, 'http://fenqi.invalid').pathname !== DRAFT_FILES_PATH) continue;
    yield put(flowFileStored(COMMODITY, upload.reply as unknown as ClientFile));
    const product: ProductForm = yield select(selectWizardForms);
    const next = withPlaceholderReplaced(product, upload.placeholder, upload.reply.fileUrl);
    if (next.found) yield put(formChanged('product', next.data));
    yield call(acknowledgeStored, upload.item);
  }
}

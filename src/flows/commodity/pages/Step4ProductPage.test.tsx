import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleJpeg } from '../../../../tests/api/sample-files';
import { clearDraftToken } from '../../../api/commodity-token';
import { fetchFileCategories, uploadCommodityFile } from '../../../api/v2/commodity-files';
import { fetchInterestPlans, type InterestPlan } from '../../../api/v2/interest-plans';
import { fetchMidClause, type MidClause } from '../../../api/v2/reference';
import type { ClientFile } from '../../../api/v2/types/common';
import type { FileCategory } from '../../../api/v2/types/commodity';
import type { ProductForm } from '../model/form-data';
import {
  startBrowserApiServer,
  startNewMemberDraft,
  type BrowserApiServer,
} from '../../../../tests/support/browser-api-server';
import { makePageStore, renderPage, type PageState } from './confirm-pages-test-kit';
import Step4ProductPage from './Step4ProductPage';
import { selectCommodityFiles, selectWizardForms } from '../selectors';

/*
 * Step 4 against the real server with a new member's draft: the file categories, uploads and
 * deletions are the server's own; only the sagas are left out (the test checks what is dispatched).
 */

const STEP4 = '/member/commodity-loans/step4';
// The whole step page renders in jsdom on a shared 2-core machine.
jest.setTimeout(90_000);

let api: BrowserApiServer;
let plans: InterestPlan[];
let jpeg: Uint8Array<ArrayBuffer>;
let midClause: MidClause;

beforeAll(async () => {
  api = await startBrowserApiServer();
  await startNewMemberDraft();
  plans = await fetchInterestPlans();
  jpeg = new Uint8Array(await sampleJpeg(64, 48));
  midClause = await fetchMidClause();
});
afterAll(async () => {
  clearDraftToken();
  await api.stop();
});

const photo = (name: string) => new File([jpeg], name, { type: 'image/jpeg' });
const serverFiles = async (category: number) =>
  (await fetchFileCategories()).find((c) => c.id === category)?.clientFiles.map((f) => f.id);

function state(product: ProductForm, files: ClientFile[]): PageState {
  const phonePlan = plans.find((plan) => plan.description.includes('手機'))!;
  return {
    completed: [1, 2, 3],
    applicantKind: 'newMember',
    forms: { identity: {}, plan: { interestPlanId: phonePlan.id }, applicant: {}, product },
    files,
  };
}
const loadedWith = (categories: FileCategory[]) => ({ plans, fileCategories: categories, midClause });

describe('Step4ProductPage', () => {
  it('empties the computer picture when a phone picture lands, and deletes a removed picture on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const serial = await uploadCommodityFile(15, photo('serial.jpg'));
    const categories = await fetchFileCategories();
    const kit = makePageStore(
      state({ productName: '手機', productModelNo: 'iPhone 16', productsModelId: serial.fileUrl }, [serial]),
      loadedWith(categories),
    );
    const { container } = renderPage(<Step4ProductPage />, STEP4, kit);

    const input = await waitFor(() => {
      const found = container.querySelector<HTMLInputElement>(
        '#root_productsModelImei input[type=file], input#root_productsModelImei',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    await user.upload(input, photo('imei.jpg'));

    await waitFor(() =>
      expect(selectWizardForms(kit.store.getState()).product.productsModelImei).toBeDefined(),
    );
    const { product } = selectWizardForms(kit.store.getState());
    expect(product.productsModelId).toBeUndefined();
    expect(selectCommodityFiles(kit.store.getState()).map((f) => f.fileCategoryId)).toEqual(['14']);
    expect(await serverFiles(15)).toEqual([]);
    const [imei] = selectCommodityFiles(kit.store.getState());
    expect(await serverFiles(14)).toEqual([imei.id]);

    await user.click(screen.getByRole('button', { name: '移除檔案' }));
    await waitFor(() =>
      expect(selectWizardForms(kit.store.getState()).product.productsModelImei).toBeUndefined(),
    );
    expect(selectCommodityFiles(kit.store.getState())).toEqual([]);
    await waitFor(async () => expect(await serverFiles(14)).toEqual([]));
  });

  it('offers the plan’s products, resets a product the plan does not offer, and saves the step on 下一步', async () => {
    const user = userEvent.setup({ delay: null });
    const categories = await fetchFileCategories();
    const kit = makePageStore(
      state({ productName: '客製化電腦', productModelNo: 'X' }, []),
      loadedWith(categories),
    );
    renderPage(<Step4ProductPage />, STEP4, kit);

    expect(await screen.findByRole('radio', { name: '手機' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '客製化電腦' })).toBeNull();
    expect(selectWizardForms(kit.store.getState()).product.productName).toBeUndefined();
    expect(selectWizardForms(kit.store.getState()).product.productModelNo).toBeUndefined();
    // Every upload field of the form is shown with the server's sample picture.
    expect(screen.getAllByRole('link', { name: '範例' }).length).toBeGreaterThanOrEqual(4);

    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(kit.types()).not.toContain('stepFlow/STEP_SUBMITTED');
    expect((await screen.findAllByText(/未選擇|請選取|請上傳/)).length).toBeGreaterThan(0);
  });
});

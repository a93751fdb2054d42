import { screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import * as casesApi from '../../../api/v2/cases';
import * as signedApi from '../../../api/v2/signed-documents';
import { renderOrderRoutes } from '../orders-test-kit';
import { orderDetailActions } from '../slice';
import { OrderDetailDrawer } from './OrderDetailDrawer';

jest.mock('../../../api/v2/cases');
jest.mock('../../../api/v2/orders');
jest.mock('../../../api/v2/signed-documents');

function refused(status: number, body: Record<string, string>): AxiosError {
  const response = {
    status,
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError(body.message, 'ERR_BAD_REQUEST', response.config, {}, response);
}

const routes = (caseId: number) => [
  { path: '/member/order/list', element: <OrderDetailDrawer caseId={caseId} onClose={() => undefined} /> },
];

describe('OrderDetailDrawer', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(signedApi.fetchSignedDocuments).mockResolvedValue({ documents: [] });
  });

  it('shows nothing of its own for a case that does not exist: the §8 dialog alone says so, no 重試', async () => {
    jest
      .mocked(casesApi.fetchCase)
      .mockRejectedValue(refused(404, { code: '014.404', message: '查無此案件' }));
    const { types } = renderOrderRoutes(routes(99999), '/member/order/list?caseId=99999');
    await waitFor(() => expect(types()).toContain(orderDetailActions.FAILURE));
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
    expect(screen.queryByText('查無此案件')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers 重試 when the detail could not be loaded for a reason that may pass', async () => {
    jest
      .mocked(casesApi.fetchCase)
      .mockRejectedValue(refused(500, { code: '500', message: '伺服器忙碌中，請您稍後再試。' }));
    renderOrderRoutes(routes(2), '/member/order/list?caseId=2');
    expect(await screen.findByRole('button', { name: '重試' })).toBeTruthy();
    expect(screen.getByText('伺服器忙碌中，請您稍後再試。')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../../api/session-cookies';
import { makeFlowTestStore, renderWithStore } from '../../../store/testing/flow-test-kit';
import { type StepFlowsState } from '../../../step-flow/slice';
import { stepFlowsReducer } from '../../../step-flow/reducer';
import { OrderStep1Page, TestProductsPage } from './OrderPages';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/*
 * How the flow is entered: the products page starts an order, and step 1 completes a link that
 * names only the product (a new order) or nothing (the products). No member token here, so the
 * flow's gate sends the member to log in with the full order link to come back to.
 */

function renderAt(path: string) {
  const { store } = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
  });
  return renderWithStore(
    store,
    [
      { path: ROUTE_PATHS.orderTestProd, element: <TestProductsPage /> },
      { path: ROUTE_PATHS.orderStep1, element: <OrderStep1Page /> },
      { path: '/login', element: <p>登入</p> },
    ],
    path,
  );
}

const ORDER_LINK = /^\/member\/order\/step1\?product=zenbook14&order=[0-9a-z]{4,40}$/;
const loginFor = (link: string) => decodeURIComponent(link.replace(/^\/login\?redirect=/, ''));

beforeEach(() => endSession());

describe('entering the order flow', () => {
  it('lists the test products and starts a new order of the one chosen', async () => {
    const { where } = renderAt(ROUTE_PATHS.orderTestProd);
    expect(screen.getAllByTestId('order-product')).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'ASUS Zenbook 14 我要分期' }));
    await screen.findByText('登入');
    expect(loginFor(where.current)).toMatch(ORDER_LINK);
  });

  it('makes a link naming only the product a new order of it', async () => {
    const { where } = renderAt(`${ROUTE_PATHS.orderStep1}?product=zenbook14`);
    await screen.findByText('登入');
    expect(loginFor(where.current)).toMatch(ORDER_LINK);
  });

  it('leads a step 1 naming no known product to the products', async () => {
    const { where } = renderAt(`${ROUTE_PATHS.orderStep1}?product=no-such-thing`);
    await waitFor(() => expect(where.current).toBe(ROUTE_PATHS.orderTestProd));
    expect(await screen.findAllByTestId('order-product')).toHaveLength(3);
  });
});

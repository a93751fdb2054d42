import { renderHook, waitFor } from '@testing-library/react';
import { quoteInstallmentPayment } from '../../../api/v2/interest-plans';
import { startBrowserApiServer, type BrowserApiServer } from '../../../../tests/support/browser-api-server';
import { QUOTE_DEBOUNCE_MS, useQuote, type QuoteInput } from './use-quote';

/* Step 2's quote against the real server (was the reference saga's quote). */

// The real call, watched: how often the server was asked.
jest.mock('../../../api/v2/interest-plans', () => {
  const actual = jest.requireActual<typeof import('../../../api/v2/interest-plans')>(
    '../../../api/v2/interest-plans',
  );
  return { ...actual, quoteInstallmentPayment: jest.fn(actual.quoteInstallmentPayment) };
});
const asked = jest.mocked(quoteInstallmentPayment);

let api: BrowserApiServer;
beforeAll(async () => {
  api = await startBrowserApiServer();
});
afterAll(() => api.stop());
beforeEach(() => asked.mockClear());

const input = (amount: number): QuoteInput => ({ planId: 1, rateId: 13, installment: 12, amount });

describe('useQuote', () => {
  it('quotes only the last of quick changes (debounced) and adds applyAmount', async () => {
    const { result, rerender } = renderHook(({ quoted }) => useQuote(quoted), {
      initialProps: { quoted: input(10000) },
    });
    for (const amount of [20000, 30000]) {
      await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS / 3));
      rerender({ quoted: input(amount) });
    }
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current.quote).not.toBeNull());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current.quote).toMatchObject({ installment: 12, applyAmount: 30000 });
    expect(result.current.quote?.monthlyPayment).toBeGreaterThan(0);
    // The same choice again (back on step 2) is not asked twice.
    rerender({ quoted: input(10000) });
    rerender({ quoted: input(30000) });
    expect(result.current.quote).toMatchObject({ applyAmount: 30000 });
    await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS * 2));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused amount as a failure with its message (shown at the field), asked again on 重新試算', async () => {
    const { result } = renderHook(() => useQuote(input(999999)));
    await waitFor(() => expect(result.current.error).toEqual(expect.any(String)));
    expect(result.current.quote).toBeNull();
    expect(result.current.pending).toBe(false);
    result.current.ask();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });
});

/**
 * How far one order got that the server alone would not tell the flow: the case its send
 * created. Kept per order in this tab (sessionStorage, like the flow's own draft), so a reload
 * after sending neither loses the case number nor sends it twice.
 */
export interface OrderProgress {
  appCaseNo: string;
}

const keyOf = (orderKey: string) => `fenqi.order.progress.${orderKey}`;

/** The progress of the order, or null when it was not sent from this tab. */
export function readOrderProgress(orderKey: string): OrderProgress | null {
  try {
    const raw = sessionStorage.getItem(keyOf(orderKey));
    const value = raw ? (JSON.parse(raw) as Partial<OrderProgress>) : null;
    return value && typeof value.appCaseNo === 'string' ? { appCaseNo: value.appCaseNo } : null;
  } catch {
    return null;
  }
}

/** Remembers the order's progress for this tab. */
export function saveOrderProgress(orderKey: string, progress: OrderProgress): void {
  try {
    sessionStorage.setItem(keyOf(orderKey), JSON.stringify(progress));
  } catch {
    // Storage blocked or full: the flow goes on in memory; only a reload would forget the case.
  }
}

/** A fresh key for a new order (not a secret: it only tells one order of this tab from another). */
export function newOrderKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Whole NT dollars as members read them: NT$36,900. */
export function formatMoney(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`;
}

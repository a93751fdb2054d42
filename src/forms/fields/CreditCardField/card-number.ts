/** Digits of a card number as four-digit groups joined by hyphens, as typed so far: `43119` → `4311-9`. */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1-');
}

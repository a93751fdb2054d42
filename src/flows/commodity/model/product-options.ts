import type { LookupOption } from '../../../forms/form-context';
import type { ProductName } from '../../../api/v2/types/commodity';

/** The three things a plan can finance (spec §3 productName). */
export const PHONE: ProductName = '手機';
export const LAPTOP: ProductName = '筆電電腦';
export const CUSTOM_COMPUTER: ProductName = '客製化電腦';

/**
 * The products a plan offers, read from its description (spec §4): a phone if it mentions 手機,
 * a laptop if it mentions 筆電, a custom computer if it mentions both 客製 and 電腦; phone and
 * laptop when it mentions none of them.
 */
export function productOptions(description: string | null | undefined): ProductName[] {
  const text = description ?? '';
  const offered: ProductName[] = [];
  if (text.includes('手機')) offered.push(PHONE);
  if (text.includes('筆電')) offered.push(LAPTOP);
  if (text.includes('客製') && text.includes('電腦')) offered.push(CUSTOM_COMPUTER);
  return offered.length > 0 ? offered : [PHONE, LAPTOP];
}

/** The product choices as options of the `productNames` lookup (uischemas/commodityProduct.json). */
export function productLookupOptions(description: string | null | undefined): LookupOption[] {
  return productOptions(description).map((name) => ({ value: name, label: name }));
}

import type { FormValues } from './model/form-values';

/** Where a test product is sold (spec §3 Older-flow order/merchant record: the merchant fields). */
export interface ProductMerchant {
  accountId: string;
  name: string;
  phone: string;
}

/** A product of the test catalogue, as a merchant's link would describe it. */
export interface TestProduct {
  /** The product's code in links (`?product=`). */
  code: string;
  kind: 'phone' | 'laptop' | 'desktop';
  /** The merchant's encrypted product number (productEncNo). */
  encNo: string;
  productNo: string;
  name: string;
  spec: string;
  gift: string | null;
  /** The price in NT$, applied for in full. */
  price: number;
  /** The installments the merchant offers for it. */
  periods: readonly number[];
  merchant: ProductMerchant;
}

/**
 * The test products of /member/order/testProd: one for each seeded interest plan family, priced
 * inside the plans' amount ranges so the server finds a plan for every period offered (36 periods
 * only for students, military, police/fire and medical staff, as the server checks).
 */
export const TEST_PRODUCTS: readonly TestProduct[] = [
  {
    code: 'iphone16',
    kind: 'phone',
    encNo: 'tp7f3a91c2e4',
    productNo: 'P-10023',
    name: 'iPhone 16 128GB',
    spec: '128GB 黑色',
    gift: '滿版保護貼＋透明手機殼',
    price: 29900,
    periods: [3, 6, 12, 18, 24],
    merchant: { accountId: 'M0001', name: '大明通訊行', phone: '0227001234' },
  },
  {
    code: 'zenbook14',
    kind: 'laptop',
    encNo: 'tp2b8d40a7f1',
    productNo: 'NB-20871',
    name: 'ASUS Zenbook 14',
    spec: 'Core Ultra 5／16GB／512GB SSD 藍色',
    gift: '筆電包＋無線滑鼠',
    price: 36900,
    periods: [6, 12, 18, 24, 30],
    merchant: { accountId: 'M0002', name: '光華數位廣場', phone: '0223921234' },
  },
  {
    code: 'gaming-pc',
    kind: 'desktop',
    encNo: 'tp9c01e5b3d8',
    productNo: 'PC-30412',
    name: '電競主機 RTX 5070',
    spec: 'i7-14700F／32GB／1TB SSD',
    gift: null,
    price: 52000,
    periods: [12, 18, 24, 30, 36],
    merchant: { accountId: 'M0003', name: '星辰電腦', phone: '0223120000' },
  },
];

/** The test product of a link's code, or null. */
export function productByCode(code: string | null | undefined): TestProduct | null {
  return TEST_PRODUCTS.find((product) => product.code === code) ?? null;
}

/** The first data of step 1 (orderProduct): the product and its merchant as the link gives them. */
export function productFormOf(product: TestProduct): FormValues {
  return {
    productEncNo: product.encNo,
    productNo: product.productNo,
    productName: product.name,
    productSpec: product.spec,
    ...(product.gift ? { productGift: product.gift } : {}),
    quantity: 1,
    appAmount: product.price,
    merchantAccountId: product.merchant.accountId,
    merchantName: product.merchant.name,
    merchantPhone: product.merchant.phone,
  };
}

/** The product's periods as words (3、6、12 期). */
export function periodsText(product: TestProduct): string {
  return `${product.periods.join('、')} 期`;
}

/** An amount in NT$ as the pages show it (29,900 元). */
export function moneyText(amount: number): string {
  return `${amount.toLocaleString('zh-TW')} 元`;
}

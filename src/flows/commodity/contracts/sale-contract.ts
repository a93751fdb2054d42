import { CUSTOM_COMPUTER } from '../model/product-options';
import { PROVIDER_ADDRESS, PROVIDER_NAME, signatoriesLine, type ContractDocument } from './contract-doc';
import { rocDate, twd } from './contract-figures';
import type { ContractTerms } from './contract-terms';

/** The version of the sale contract text. */
export const SALE_CONTRACT_VERSION = '買賣契約 2025.01 版';

/** The right to cancel within seven days; a custom-built computer is the statutory exception. */
function withdrawal(terms: ContractTerms): string[] {
  const base =
    '一、本契約係以網際網路方式訂立，甲方得於收受商品後七日內，以書面或電子郵件通知乙方解除本契約，無須說明理由及負擔任何費用或價款；甲方應將商品以原包裝連同全部配件、贈品及發票退還乙方。';
  if (terms.productName !== CUSTOM_COMPUTER)
    return [base, '二、契約解除後，乙方應於收到退還商品之日起十五日內，將甲方已支付之款項全數退還。'];
  return [
    base,
    '二、惟本次標的物為依甲方指定規格組裝之客製化電腦，依「通訊交易解除權合理例外情事適用準則」第二條，屬依消費者要求所為之客製化給付，甲方確認不適用前項七日解除權；商品有瑕疵者，仍依第六條辦理。',
  ];
}

/** 買賣契約: what is sold, for how much, delivery, warranty and the right to cancel. */
export function saleContract(terms: ContractTerms): ContractDocument {
  const model = terms.productModelNo ? `，型號：${terms.productModelNo}` : '，規格依甲方確認之組裝清單';
  return {
    title: '買賣契約',
    version: SALE_CONTRACT_VERSION,
    parties: [
      {
        role: '甲方（買受人）',
        name: terms.applicantName,
        details: [`身分證字號：${terms.idCardNo}`, `住址：${terms.address}`],
      },
      { role: '乙方（出賣人）', name: PROVIDER_NAME, details: [`地址：${PROVIDER_ADDRESS}`] },
    ],
    preamble: ['甲方向乙方購買下列商品，雙方同意訂立本買賣契約，條款如下：'],
    articles: [
      {
        heading: '買賣標的',
        paragraphs: [
          `${terms.productName}${model}，全新品，數量壹台。甲方於申請時上傳之 IMEI 或序號照片所示之商品即為本契約標的物。`,
        ],
      },
      {
        heading: '買賣價金及付款',
        paragraphs: [
          `買賣價金為${twd(terms.amount)}，甲方以分期付款方式支付，分期期數、每期金額及其他付款條件依雙方另行簽署之分期付款契約。`,
        ],
      },
      {
        heading: '交付及點收',
        paragraphs: [
          '一、乙方或其委託之特約商店應於申請核准並完成對保後七個工作日內，將商品交付甲方或寄送至甲方指定之居住地址。',
          '二、甲方收受商品時應當場點收，並核對商品之 IMEI 或序號與申請資料相符；商品交付時起，其危險由甲方負擔。',
        ],
      },
      {
        heading: '所有權',
        paragraphs: ['商品之所有權於甲方依分期付款契約付清全部價款時移轉予甲方；付清前甲方不得為任何處分。'],
      },
      {
        heading: '發票',
        paragraphs: ['乙方應依法開立統一發票予甲方，並得以電子發票方式寄送至甲方留存之電子郵件。'],
      },
      {
        heading: '保固及瑕疵擔保',
        paragraphs: [
          '一、商品依原廠保固條款提供保固，保固期間內之維修由原廠或其授權維修中心辦理。',
          '二、商品於交付時有瑕疵者，甲方得依民法物之瑕疵擔保規定，請求更換、修補、減少價金或解除契約。',
        ],
      },
      { heading: '解除契約', paragraphs: withdrawal(terms) },
      {
        heading: '其他',
        paragraphs: [
          '本契約未盡事宜，依民法、消費者保護法及相關法令辦理。因本契約涉訟時，雙方同意以臺灣臺北地方法院為第一審管轄法院，但不得排除消費者保護法第四十七條或民事訴訟法第四百三十六條之九小額訴訟管轄法院之適用。',
        ],
      },
    ],
    numbered: true,
    closing: [signatoriesLine(terms.applicantName), rocDate(terms.date)],
  };
}

import { PROVIDER_ADDRESS, PROVIDER_NAME, signatoriesLine, type ContractDocument } from './contract-doc';
import { capitalAmount, rocDate, twd } from './contract-figures';
import type { ContractTerms } from './contract-terms';
import { BLANK } from './contract-terms';

/** The version of the installment contract and promissory note texts. */
export const INSTALLMENT_CONTRACT_VERSION = '分期付款契約 2025.01 版';

const times = (value: number | null, unit: string) =>
  value === null ? `${BLANK}${unit}` : `${value} ${unit}`;

function product(terms: ContractTerms): string {
  return terms.productModelNo ? `${terms.productName}（型號：${terms.productModelNo}）` : terms.productName;
}

/** 分期付款契約: the payment terms between the applicant and the provider (spec §2 contract pages). */
export function installmentContract(terms: ContractTerms): ContractDocument {
  return {
    title: '分期付款契約',
    version: INSTALLMENT_CONTRACT_VERSION,
    parties: [
      {
        role: '甲方（買受人）',
        name: terms.applicantName,
        details: [`身分證字號：${terms.idCardNo}`, `住址：${terms.address}`],
      },
      { role: '乙方（出賣人）', name: PROVIDER_NAME, details: [`地址：${PROVIDER_ADDRESS}`] },
    ],
    preamble: [
      `甲方向乙方申請以分期付款方式購買下列商品（方案：${terms.planName}），經雙方同意訂立本契約，共同遵守下列條款：`,
    ],
    articles: [
      {
        heading: '分期標的及價款',
        paragraphs: [
          `一、商品：${product(terms)}。`,
          `二、分期金額（本金）：${twd(terms.amount)}。`,
          `三、分期期數：${times(terms.installment, '期')}，每期應付金額${twd(terms.monthlyPayment)}，分期總價款${twd(terms.totalPayment)}（含分期利息）。`,
          `四、手續費：${twd(terms.serviceFee)}，併入第一期款項收取。`,
        ],
      },
      {
        heading: '繳款方式及期限',
        paragraphs: [
          '一、第一期繳款日為乙方核准撥付之日之次月同日，其後每月同日為各期繳款日；當月無該日者，以該月末日為繳款日；繳款日遇例假日者順延至次一營業日。',
          '二、甲方得以乙方指定之 ATM 虛擬帳號轉帳、超商條碼或其他乙方同意之方式繳款，並得於會員中心查詢繳款資訊及上傳繳款收據。',
        ],
      },
      {
        heading: '遲延責任',
        paragraphs: [
          '一、甲方未依約繳款者，自應繳日之次日起至清償日止，就遲延之金額按週年利率百分之十六計付遲延利息。',
          '二、甲方逾期未繳者，乙方得就當期遲延金額收取違約金：逾期一個月以內者，按遲延金額百分之五計算；逾期超過一個月者，按百分之十計算。每次違約狀態最高連續收取期數為三期。',
        ],
      },
      {
        heading: '期限利益喪失',
        paragraphs: [
          '甲方遲延給付之金額已達分期總價款五分之一，經乙方定二十日以上之期間催告仍不履行者，乙方得請求甲方一次清償全部未到期款項（民法第三百八十九條）。',
        ],
      },
      {
        heading: '提前清償',
        paragraphs: [
          '甲方得隨時一次清償全部剩餘款項。乙方應按實際使用期間重新計算利息，不另收取提前清償違約金。',
        ],
      },
      {
        heading: '所有權保留',
        paragraphs: [
          '標的物之所有權於甲方付清全部價款前仍屬乙方所有。甲方付清前不得將標的物出賣、出質、出租或為其他處分，並應以善良管理人之注意保管使用。',
        ],
      },
      {
        heading: '本票',
        paragraphs: [
          `為擔保本契約債務之履行，甲方同意簽發面額${twd(terms.totalPayment)}、免除作成拒絕證書之本票乙紙交付乙方。甲方清償全部債務後，乙方應將本票返還甲方或銷毀。`,
        ],
      },
      {
        heading: '資料變更及債權讓與',
        paragraphs: [
          '一、甲方之住址、電話、電子郵件或任職單位變更時，應於變更後七日內通知乙方；未通知者，乙方依原留資料所為之通知，於通常可達到之時，視為已送達。',
          '二、乙方得將本契約之債權讓與第三人，並以書面或電子郵件通知甲方。',
        ],
      },
      {
        heading: '契約審閱及電子簽署',
        paragraphs: [
          '甲方確認已於簽約前經合理期間（至少五日）審閱本契約全部條款，充分了解其內容，並同意依電子簽章法以電子簽章方式簽署本契約，其效力與書面簽名或蓋章相同。',
        ],
      },
      {
        heading: '準據法及管轄法院',
        paragraphs: [
          '本契約以中華民國法律為準據法。因本契約涉訟時，雙方同意以臺灣臺北地方法院為第一審管轄法院，但不得排除消費者保護法第四十七條或民事訴訟法第四百三十六條之九小額訴訟管轄法院之適用。',
        ],
      },
    ],
    numbered: true,
    closing: [signatoriesLine(terms.applicantName), rocDate(terms.date)],
  };
}

/** 本票: the promissory note the installment contract's article 7 speaks of (signed separately, category 19). */
export function promissoryNote(terms: ContractTerms): ContractDocument {
  const sum = terms.totalPayment === null ? BLANK : capitalAmount(terms.totalPayment);
  return {
    title: '本票',
    version: INSTALLMENT_CONTRACT_VERSION,
    parties: [
      {
        role: '發票人',
        name: terms.applicantName,
        details: [`身分證字號：${terms.idCardNo}`, `住址：${terms.address}`],
      },
      { role: '受款人', name: `${PROVIDER_NAME}或其指定人`, details: [] },
    ],
    preamble: [
      `憑票准於見票日無條件支付${PROVIDER_NAME}或其指定人`,
      `新臺幣 ${sum}（${twd(terms.totalPayment)}）。`,
    ],
    articles: [
      {
        heading: '附註',
        paragraphs: [
          '一、本本票免除作成拒絕證書。',
          '二、本本票未載到期日，視為見票即付。',
          '三、付款地：臺北市。',
        ],
      },
    ],
    numbered: false,
    closing: [`發票日：${rocDate(terms.date)}`],
  };
}

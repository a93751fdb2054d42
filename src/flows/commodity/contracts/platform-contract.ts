import { PROVIDER_ADDRESS, PROVIDER_NAME, signatoriesLine, type ContractDocument } from './contract-doc';
import { rocDate, twd } from './contract-figures';
import type { ContractTerms } from './contract-terms';

/** The version of the platform service contract text. */
export const PLATFORM_CONTRACT_VERSION = '平台服務契約 2025.01 版';

/** 平台服務契約: the online application service between the member and the platform. */
export function platformContract(terms: ContractTerms): ContractDocument {
  return {
    title: '平台服務契約',
    version: PLATFORM_CONTRACT_VERSION,
    parties: [
      { role: '甲方（會員）', name: terms.applicantName, details: [`身分證字號：${terms.idCardNo}`] },
      { role: '乙方（平台經營者）', name: PROVIDER_NAME, details: [`地址：${PROVIDER_ADDRESS}`] },
    ],
    preamble: ['甲方使用乙方經營之 Fenqi 分期會員中心（以下稱本平台）申辦商品分期，雙方同意訂立本契約如下：'],
    articles: [
      {
        heading: '服務內容',
        paragraphs: [
          '乙方透過本平台提供線上分期申辦、申請資料及文件之傳遞與審核、契約電子簽署、帳務查詢、繳款資訊及通知等服務（以下稱本服務）。',
        ],
      },
      {
        heading: '會員帳號',
        paragraphs: [
          '一、甲方以身分證字號及自行設定之密碼登入本平台，並得綁定通訊軟體帳號登入。',
          '二、甲方應妥善保管帳號及密碼，不得交付或出借他人使用；經以甲方帳號密碼登入所為之行為，推定為甲方本人所為。發現帳號遭冒用時，應立即通知乙方。',
        ],
      },
      {
        heading: '服務費用',
        paragraphs: [
          `甲方同意就本次申請（方案：${terms.planName}）支付平台服務費${twd(terms.serviceFee)}，於核准後併入第一期款項收取；申請未獲核准或甲方於核准前撤回申請者，乙方不收取任何費用。`,
        ],
      },
      {
        heading: '申請資料之正確性',
        paragraphs: [
          '甲方應提供真實、正確及完整之個人、聯絡、工作與帳戶資料及證明文件，不得冒用他人名義申請。資料不實者，乙方得不予核准或終止服務，甲方並應自負法律責任。',
        ],
      },
      {
        heading: '審核及補件',
        paragraphs: [
          '乙方得依其審核標準決定是否核准甲方之申請，並得要求甲方補充文件或辦理身分核對（對保）。審核結果將以電子郵件、簡訊或本平台通知甲方。',
        ],
      },
      {
        heading: '電子文件及通知',
        paragraphs: [
          `甲方同意乙方以電子方式傳送契約、通知及繳款資訊，並以甲方留存之電子郵件（${terms.email}）及行動電話（${terms.cellPhone}）為送達處所。甲方變更時應即於本平台更新。`,
        ],
      },
      {
        heading: '個人資料保護',
        paragraphs: [
          '乙方依個人資料保護法及本平台「個人資料蒐集、處理及利用告知事項」蒐集、處理及利用甲方之個人資料，並採取適當之安全措施，非經甲方同意或依法令規定，不提供予第三人。',
        ],
      },
      {
        heading: '服務之中斷',
        paragraphs: [
          '乙方因系統維護、更新或不可抗力事由，得暫停本服務之全部或一部，並應盡可能事先於本平台公告。因此致甲方無法繳款者，繳款期限得順延至恢復服務之次日。',
        ],
      },
      {
        heading: '契約之變更及終止',
        paragraphs: [
          '一、乙方修改本契約條款時，應於生效日三十日前公告於本平台並以電子郵件通知甲方；甲方不同意者得終止本契約，但已成立之分期債務不受影響。',
          '二、甲方得隨時申請終止本服務；甲方有冒用他人名義、提供不實資料或其他違反本契約之情事者，乙方得終止本服務。',
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

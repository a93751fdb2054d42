import { fullForms } from '../model/test-support';
import { FORM_LABELS, maskCard, summarySections } from './summary-sections';

const valueOf = (sections: ReturnType<typeof summarySections>, title: string, label: string) =>
  sections.find((s) => s.title === title)?.rows.find((r) => r.label === label)?.value;

describe('summarySections', () => {
  const forms = fullForms();

  it('names each answer by the form’s own title and shows the choices by their names', () => {
    const sections = summarySections(forms, {
      careerType: '一般上班族',
      firstRelation: '父母',
      secondRelation: '其他',
    });
    expect(sections.map((s) => s.title)).toEqual([
      '申請方案',
      '申請人資料',
      '工作資料',
      '第一聯絡人',
      '第二聯絡人',
      '撥款帳戶',
      '商品資料',
    ]);
    expect(valueOf(sections, '申請方案', '申請金額')).toBe('NT$ 30,000');
    expect(valueOf(sections, '申請方案', '職業類別')).toBe('一般上班族');
    expect(valueOf(sections, '申請人資料', '婚姻狀況')).toBe('未婚');
    expect(valueOf(sections, '申請人資料', '出生日期')).toBe('民國 84 年 5 月 5 日');
    expect(valueOf(sections, '申請人資料', '身分證發證資料')).toBe('民國 109 年 5 月 1 日　北市　換發');
    expect(valueOf(sections, '申請人資料', '居住地址')).toBe('220 新北市板橋區文化路一段1號');
    expect(valueOf(sections, '申請人資料', '可聯絡時間')).toBe('上午 10:00–11:00');
    expect(valueOf(sections, '申請人資料', '信用卡')).toBe('004 **** **** **** 6789');
    expect(valueOf(sections, '工作資料', '年資')).toBe('2 年 2 個月');
    expect(valueOf(sections, '第二聯絡人', '與申請人關係')).toBe('其他：鄰居');
    expect(valueOf(sections, '商品資料', '商品型號')).toBe('iPhone 16 128GB');
  });

  it('leaves out what was not filled in and the model of a custom computer', () => {
    const sections = summarySections(
      {
        ...forms,
        applicant: { name: '王小明' },
        product: { productName: '客製化電腦', productModelNo: 'X' },
      },
      {},
    );
    expect(sections.find((s) => s.title === '第一聯絡人')).toBeUndefined();
    expect(sections.find((s) => s.title === '商品資料')?.rows).toEqual([
      { label: '商品類型', value: '客製化電腦' },
    ]);
  });

  it('reads option names from the uiSchema and masks card numbers', () => {
    expect(FORM_LABELS.applicant.option('educationDegree', 8)).toBe('碩士一年級');
    expect(FORM_LABELS.applicant.title('secondContact/otherRelationDescription')).toBeTruthy();
    expect(maskCard('4311-9511-2345-6789')).toBe('**** **** **** 6789');
  });
});

/** @jest-environment node */
import careerTypes from './career-types.json';
import contactRelations from './contact-relations.json';
import fileCategories from './file-categories.json';
import interestPlans from './interest-plans.json';
import midClause from './mid-clause.json';
import news from './news.json';
import schoolDepartments from './school-departments.json';
import schools from './schools.json';

const ALLOWED_INSTALLMENTS = [3, 6, 12, 18, 24, 30, 36];
const RESTRICTED_INSTALLMENT = 36;

function expectUnique<T>(values: T[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('schools', () => {
  it('has about 40 schools with unique serial numbers and names', () => {
    expect(schools.length).toBeGreaterThanOrEqual(35);
    expect(schools.length).toBeLessThanOrEqual(50);
    expectUnique(schools.map((s) => s.schoolSerNo));
    expectUnique(schools.map((s) => s.schoolName));
    for (const s of schools) {
      expect(Number.isInteger(s.schoolSerNo)).toBe(true);
      expect(s.schoolName).toMatch(/(大學|學院|專科學校)$/);
    }
  });

  it('includes both national and private schools, including 科技大學', () => {
    expect(schools.some((s) => s.schoolName.startsWith('國立'))).toBe(true);
    expect(schools.some((s) => !s.schoolName.startsWith('國立'))).toBe(true);
    expect(schools.some((s) => s.schoolName.includes('科技大學'))).toBe(true);
  });
});

describe('school departments', () => {
  const serNos = new Set(schools.map((s) => s.schoolSerNo));

  it('has unique department numbers overall', () => {
    expectUnique(schoolDepartments.map((d) => d.schoolDepNo));
  });

  it('belongs to existing schools only', () => {
    for (const d of schoolDepartments) expect(serNos.has(d.schoolSerNo)).toBe(true);
  });

  it('gives every school 5 to 12 distinct departments', () => {
    for (const s of schools) {
      const names = schoolDepartments
        .filter((d) => d.schoolSerNo === s.schoolSerNo)
        .map((d) => d.schoolDepName);
      expect(names.length).toBeGreaterThanOrEqual(5);
      expect(names.length).toBeLessThanOrEqual(12);
      expectUnique(names);
      for (const name of names) expect(name).toMatch(/(系|學位學程|學士班)$/);
    }
  });
});

describe('career types', () => {
  it('has unique ids and names', () => {
    expectUnique(careerTypes.map((c) => c.id));
    expectUnique(careerTypes.map((c) => c.name));
  });

  it('uses id 6 for 其他', () => {
    expect(careerTypes.find((c) => c.id === 6)?.name).toBe('其他');
  });

  it('covers the member classes of the spec', () => {
    const names = careerTypes.map((c) => c.name);
    for (const keyword of ['上班族', '學生', '軍人', '警消', '醫護', '其他']) {
      expect(names.some((n) => n.includes(keyword))).toBe(true);
    }
  });

  it('restricts the 36th installment to students, military, police/fire and medical staff exactly', () => {
    const restricted = careerTypes.filter((c) => c.restrictedInstallment).map((c) => c.name);
    expect(restricted.sort()).toEqual(['學生', '職業軍人', '警消人員', '醫護人員'].sort());
  });
});

describe('contact relations', () => {
  const { first, second } = contactRelations;
  const family = ['法定代理人', '父母', '兄弟姊妹', '配偶', '祖父母', '親戚'];

  it('has non-empty lists with unique ids across the file', () => {
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expectUnique([...first, ...second].map((r) => r.id));
    expectUnique(first.map((r) => r.name));
    expectUnique(second.map((r) => r.name));
  });

  it('limits the first contact to family', () => {
    for (const r of first) expect(family).toContain(r.name);
    expect(first.map((r) => r.name)).toContain('法定代理人');
  });

  it('lets the second contact also be a friend, colleague or other', () => {
    const names = second.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['朋友', '同事', '其他']));
    expect(names.some((n) => family.includes(n))).toBe(true);
  });
});

describe('interest plans', () => {
  it('has 5 to 7 plans with unique ids', () => {
    expect(interestPlans.length).toBeGreaterThanOrEqual(5);
    expect(interestPlans.length).toBeLessThanOrEqual(7);
    expectUnique(interestPlans.map((p) => p.id));
  });

  it('gives every plan at least 3 rates with allowed, distinct installments', () => {
    for (const plan of interestPlans) {
      expect(plan.rates.length).toBeGreaterThanOrEqual(3);
      const installments = plan.rates.map((r) => r.installment);
      expectUnique(installments);
      for (const i of installments) expect(ALLOWED_INSTALLMENTS).toContain(i);
      for (const r of plan.rates) {
        expect(r.monthlyRate).toBeGreaterThanOrEqual(0);
        expect(r.monthlyRate).toBeLessThan(0.05);
      }
    }
  });

  it('uses rate ids unique across plans', () => {
    expectUnique(interestPlans.flatMap((p) => p.rates.map((r) => r.id)));
  });

  it('offers every installment count somewhere, 36 only in some plans', () => {
    const offered = new Set(interestPlans.flatMap((p) => p.rates.map((r) => r.installment)));
    for (const i of ALLOWED_INSTALLMENTS) expect(offered.has(i)).toBe(true);
    const with36 = interestPlans.filter((p) => p.rates.some((r) => r.installment === RESTRICTED_INSTALLMENT));
    expect(with36.length).toBeGreaterThan(0);
    expect(with36.length).toBeLessThan(interestPlans.length);
  });

  it('has sane amounts, fees and adjustment statuses', () => {
    for (const plan of interestPlans) {
      expect(plan.minAmount).toBeGreaterThan(0);
      expect(plan.maxAmount).toBeGreaterThan(plan.minAmount);
      expect(plan.serviceFeeRate).toBeGreaterThanOrEqual(0);
      expect(plan.serviceFeeRate).toBeLessThan(0.1);
      expect([0, 1]).toContain(plan.adjustmentAmountStatus);
    }
    expect(interestPlans.some((p) => p.adjustmentAmountStatus === 1)).toBe(true);
    expect(interestPlans.some((p) => p.adjustmentAmountStatus === 0)).toBe(true);
  });

  it('describes products so the client can pick the product type', () => {
    const descriptions = interestPlans.map((p) => p.description);
    const mentions = (d: string) => ({
      phone: d.includes('手機'),
      laptop: d.includes('筆電'),
      custom: d.includes('客製化電腦'),
    });
    expect(descriptions.some((d) => mentions(d).phone)).toBe(true);
    expect(descriptions.some((d) => mentions(d).laptop)).toBe(true);
    expect(descriptions.some((d) => mentions(d).custom)).toBe(true);
    expect(descriptions.some((d) => mentions(d).phone && mentions(d).laptop)).toBe(true);
    expect(descriptions.some((d) => !Object.values(mentions(d)).some(Boolean))).toBe(true);
  });
});

describe('file categories', () => {
  const byId = new Map(fileCategories.map((c) => [c.id, c]));

  it('lists exactly the commodity categories of the spec', () => {
    expectUnique(fileCategories.map((c) => c.id));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([4, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('makes category 13 optional and all others required', () => {
    for (const c of fileCategories) expect(c.required).toBe(c.id !== 13);
  });

  it('uses the spec limits for maxOnApply', () => {
    expect(byId.get(13)?.maxOnApply).toBe(10);
    expect(byId.get(16)?.maxOnApply).toBe(10);
    expect(byId.get(21)?.maxOnApply).toBe(60);
    for (const id of [4, 14, 15, 17, 18, 19, 20, 22, 23]) expect(byId.get(id)?.maxOnApply).toBe(1);
  });

  it('assigns every category a known phase', () => {
    for (const c of fileCategories) expect(['apply', 'contract', 'sign', 'payment']).toContain(c.phase);
    expect(byId.get(21)?.phase).toBe('payment');
    for (const id of [18, 19, 22, 23]) expect(byId.get(id)?.phase).toBe('contract');
    expect(byId.get(20)?.phase).toBe('sign');
    for (const id of [4, 14, 15, 16, 17]) expect(byId.get(id)?.phase).toBe('apply');
  });
});

describe('mid clause', () => {
  it('has a version, a title and a complete notice', () => {
    expect(midClause.appMidClausever).toBe('2024.06');
    expect(midClause.title).toBe('個人資料蒐集、處理及利用告知事項');
    expect(midClause.content.length).toBeGreaterThanOrEqual(600);
    expect(midClause.content.length).toBeLessThanOrEqual(1000);
    for (const topic of ['蒐集目的', '個人資料類別', '利用期間', '利用地區', '利用對象', '利用方式']) {
      expect(midClause.content).toContain(topic);
    }
  });
});

describe('news', () => {
  it('has 6 announcements with unique ids and Taipei-time timestamps', () => {
    expect(news).toHaveLength(6);
    expectUnique(news.map((n) => n.id));
    for (const n of news) {
      expect(n.title.length).toBeGreaterThan(0);
      expect(n.content.length).toBeGreaterThan(0);
      expect(n.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      expect(Number.isNaN(Date.parse(n.publishedAt))).toBe(false);
    }
  });
});

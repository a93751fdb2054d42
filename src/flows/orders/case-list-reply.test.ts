import type { CaseView } from '../../api/v2/types/common';
import { CASE_LIST_FALLBACK, CaseListMessageError, casesOfReply } from './case-list-reply';

describe('casesOfReply (spec §7: a case-list reply carrying a message counts as failure)', () => {
  it('passes a list through', () => {
    const list = [{ caseNo: 'FQ1' } as CaseView];
    expect(casesOfReply(list)).toBe(list);
    expect(casesOfReply([])).toEqual([]);
  });

  it('fails with the message a reply carries', () => {
    expect(() => casesOfReply({ message: '查無案件資料' })).toThrow(new CaseListMessageError('查無案件資料'));
  });

  it('fails with a fallback for anything else that is not a list', () => {
    expect(() => casesOfReply(null)).toThrow(CASE_LIST_FALLBACK);
    expect(() => casesOfReply({ result: [] })).toThrow(CASE_LIST_FALLBACK);
  });
});

import { render, screen } from '@testing-library/react';
import { idCardFieldRows, IdCardFieldsList } from './IdCardFieldsList';

describe('IdCardFieldsList', () => {
  it('lists the fields in the card’s order, dates in 民國, the address in one line', () => {
    expect(
      idCardFieldRows({
        permanentCity: '臺北市',
        permanentDistrict: '大安區',
        permanentAddress: '復興南路一段 1 號',
        issueYear: 109,
        issueMonth: 5,
        issueDay: 1,
        idCardNo: 'A123456789',
        birthDate: '1995-05-05',
      }),
    ).toEqual([
      { label: '身分證字號', text: 'A123456789' },
      { label: '出生日期', text: '民國 84 年 5 月 5 日' },
      { label: '發證日期', text: '民國 109 年 5 月 1 日' },
      { label: '戶籍地址', text: '臺北市大安區復興南路一段 1 號' },
    ]);
  });

  it('leaves out what was not read, including an incomplete issue date', () => {
    render(<IdCardFieldsList fields={{ name: '王小明', issueYear: 109 }} />);
    expect(screen.getByText('王小明')).toBeTruthy();
    expect(screen.queryByText('發證日期')).toBeNull();
    expect(screen.queryByText('身分證字號')).toBeNull();
  });
});

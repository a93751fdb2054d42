import { render } from '@testing-library/react';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { InfoTable, type InfoTableItem } from './InfoTable';

const items: InfoTableItem[] = [
  { key: 'caseNo', label: '案件編號', children: 'FQ20261130000001' },
  { key: 'amount', label: '申請金額', children: 'NT$ 24,000' },
  { key: 'note', label: '備註', children: <em>—</em> },
];

const drawn = (node: ReactNode) => render(<>{node}</>).container.innerHTML;

describe('InfoTable', () => {
  it('draws what antd’s small bordered one-column Descriptions draws, title and all', () => {
    expect(drawn(<InfoTable title="您所保證的案件" items={items} />)).toBe(
      drawn(<Descriptions size="small" column={1} bordered title="您所保證的案件" items={items} />),
    );
  });

  it('draws the same without a title, with an extra beside the title, and with a class', () => {
    expect(drawn(<InfoTable className="fenqi-id-card-list" items={items} />)).toBe(
      drawn(<Descriptions className="fenqi-id-card-list" size="small" column={1} bordered items={items} />),
    );
    const extra = <a href="/member/order/step1">修改</a>;
    expect(drawn(<InfoTable title="商品" extra={extra} items={items} />)).toBe(
      drawn(<Descriptions size="small" column={1} bordered title="商品" extra={extra} items={items} />),
    );
  });

  it('puts each item on its own row, label in a th and value in a td', () => {
    const { container } = render(<InfoTable items={items} />);
    const rows = [...container.querySelectorAll('tr')].map((row) =>
      [...row.children].map((cell) => `${cell.tagName}:${cell.textContent}`),
    );
    expect(rows).toEqual([
      ['TH:案件編號', 'TD:FQ20261130000001'],
      ['TH:申請金額', 'TD:NT$ 24,000'],
      ['TH:備註', 'TD:—'],
    ]);
  });
});

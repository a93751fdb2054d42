import { render } from '@testing-library/react';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { GutterRow } from './GutterRow';

const columns = (
  <>
    <Col xs={24} sm={12}>
      縣市
    </Col>
    <Col xs={8} sm={6}>
      郵遞區號
    </Col>
  </>
);

const drawn = (node: ReactNode) => render(<>{node}</>).container.innerHTML;

describe('GutterRow', () => {
  it('draws the row and its columns as antd Row with the same horizontal gutter did', () => {
    expect(drawn(<GutterRow gutter={12}>{columns}</GutterRow>)).toBe(
      drawn(<Row gutter={[12, 0]}>{columns}</Row>),
    );
  });

  it('gives the columns half the gutter each side, through antd’s own row context', () => {
    const { container } = render(<GutterRow gutter={12}>{columns}</GutterRow>);
    // antd's grid classes are the subject: GutterRow draws antd's Row and Col markup.
    const column = container.querySelector<HTMLElement>('.ant-col-sm-12');
    expect(column?.style.paddingInline).toBe('6px');
    expect(container.querySelector<HTMLElement>('.ant-row')?.style.marginInline).toBe('-6px');
  });
});

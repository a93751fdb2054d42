import { render, screen, within } from '@testing-library/react';
import type { OrderDetail } from '../../../api/v2/orders';
import type { ClientFile } from '../../../api/v2/types/common';
import { OrderDocuments } from './OrderDocuments';

const order = (status: string, statusLabel: string, links: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 7,
  caseNo: 'FQ7',
  caseSerNo: 7,
  status,
  statusLabel,
  productName: '筆電電腦',
  productModelNo: 'MacBook Air 13 M3 16GB',
  amount: 35900,
  installment: 12,
  monthlyPayment: 3168,
  serviceFee: 898,
  createdAt: '2026-07-20T01:00:00Z',
  updatedAt: '2026-08-20T01:00:00Z',
  appPeriods: 12,
  appPayPeriods: 3,
  statusNote: null,
  appContractSign: null,
  appPromiseNoteSign: null,
  appDeclarImg: null,
  appNoticeIdVerifyPortrait: null,
  extDocsImg: [],
  caseFilenames: [],
  guarContractSign: null,
  guarPromiseNoteSign: null,
  guarantorFiles: [],
  extGuarLinkStatus: null,
  guarantorInfo: null,
  ...links,
});
const file = (id: number, category: string, name: string, contentType = 'image/jpeg'): ClientFile => ({
  id,
  fileCategoryId: category,
  name,
  contentType,
  size: 1000,
  fileUrl: `/files/${id}`,
  thumbnailUrl: contentType === 'application/pdf' ? `/files/${id}` : `/thumbs/${id}`,
});
const applied = [
  file(1, '4', 'selfie.jpg'),
  file(2, '15', 'serial.jpg'),
  file(3, '16', 'condition.jpg'),
  file(4, '17', 'passbook.jpg'),
];

/** The tiles of a section: caption, whether a file is there, and the picture shown. */
function tilesOf(heading: string) {
  const section = screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;
  return within(section)
    .queryAllByTestId('document-tile')
    .map((tile) => ({
      caption: tile.querySelector('.fenqi-doc-caption')?.textContent,
      present: tile.getAttribute('data-present'),
      src: tile.querySelector('img')?.getAttribute('src') ?? null,
      text: tile.querySelector('.fenqi-doc-missing')?.textContent ?? null,
    }));
}

describe('OrderDocuments', () => {
  it("shows a signed case's signatures, declaration and 對保 photo as the member's own thumbnails", () => {
    const files = [
      ...applied,
      file(5, '20', 'selfie-id-verify.jpg'),
      file(6, '18', 'contract.png', 'image/png'),
      file(7, '19', 'note.png', 'image/png'),
      file(8, '7', 'declaration.jpg'),
    ];
    render(
      <OrderDocuments order={order('repaying', '繳款中', { appContractSign: '/files/6' })} files={files} />,
    );
    expect(tilesOf('簽名與對保')).toEqual([
      { caption: '分期契約簽名', present: 'yes', src: '/thumbs/6', text: null },
      { caption: '本票簽名', present: 'yes', src: '/thumbs/7', text: null },
      { caption: '申請聲明書', present: 'yes', src: '/thumbs/8', text: null },
      { caption: '對保照片', present: 'yes', src: '/thumbs/5', text: null },
    ]);
    expect(tilesOf('申請與補充文件').map((t) => [t.caption, t.src])).toEqual([
      ['手持證件自拍照', '/thumbs/1'],
      ['電腦商品照（序號）', '/thumbs/2'],
      ['商品現況照片', '/thumbs/3'],
      ['存摺封面', '/thumbs/4'],
    ]);
  });

  it('marks what a signed case lacks as 未上傳, never as a picture', () => {
    render(
      <OrderDocuments order={order('completed', '已結清')} files={[file(6, '18', 'c.png', 'image/png')]} />,
    );
    expect(tilesOf('簽名與對保')).toEqual([
      { caption: '分期契約簽名', present: 'yes', src: '/thumbs/6', text: null },
      { caption: '本票簽名', present: 'no', src: null, text: '未上傳' },
      { caption: '申請聲明書', present: 'no', src: null, text: '未上傳' },
      { caption: '對保照片', present: 'no', src: null, text: '未上傳' },
    ]);
  });

  it.each([
    ['cancelled', '已取消'],
    ['rejected', '未核准'],
  ])('shows a %s case no empty signature boxes, only its documents', (status, label) => {
    render(<OrderDocuments order={order(status, label)} files={applied} />);
    expect(screen.queryByRole('heading', { name: '簽名與對保' })).toBeNull();
    expect(screen.queryByText('未上傳')).toBeNull();
    expect(tilesOf('申請與補充文件')).toHaveLength(4);
  });

  it('tells a case under review where its signatures will appear, without empty boxes', () => {
    render(<OrderDocuments order={order('supplement', '待補件')} files={applied} />);
    expect(tilesOf('簽名與對保')).toEqual([]);
    expect(screen.getByText('核准並完成線上對保後，您的簽名與對保照片會顯示在這裡。')).toBeTruthy();
  });

  it('shows each supplement sent in its own tile: a picture as its thumbnail, a PDF as a link', () => {
    const files = [
      ...applied,
      file(9, '8', '存摺封面-新.jpg'),
      file(10, '8', '薪資單.pdf', 'application/pdf'),
    ];
    render(<OrderDocuments order={order('reviewing', '審核中')} files={files} />);
    const tiles = tilesOf('申請與補充文件');
    expect(tiles.slice(4)).toEqual([
      { caption: '補件 1：存摺封面-新.jpg', present: 'yes', src: '/thumbs/9', text: null },
      { caption: '補件 2：薪資單.pdf', present: 'yes', src: null, text: '開啟 PDF' },
    ]);
    expect(screen.getByRole('link', { name: '開啟 PDF' }).getAttribute('href')).toBe('/files/10');
  });
});

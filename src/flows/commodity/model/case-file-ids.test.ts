import { fileIdsByCategory, toCaseFileIds, unmatchedProductImageCategory } from './case-file-ids';

describe('toCaseFileIds (spec §4)', () => {
  it.each([
    ['numbers and arrays go in', { '4': 11, '16': [12, 13], '17': 14 }, '手機', [11, [12, 13], 14]],
    ['digit strings count as numbers', { '4': '11', '16': ['12', 13] }, '手機', [11, [12, 13]]],
    ['a preview data URL is not a server id', { '4': 'data:image/png;base64,AAA', '17': 14 }, '手機', [14]],
    [
      'null, undefined, zero and negatives are dropped',
      { '4': null, '13': undefined, '16': 0, '17': -3 },
      '手機',
      [],
    ],
    [
      'non-numeric entries leave an array, an emptied array is dropped',
      { '16': ['blob:x', 12], '13': ['x'] },
      '手機',
      [[12]],
    ],
    ['a phone drops the computer picture (15)', { '14': 21, '15': 22 }, '手機', [21]],
    ['a laptop drops the phone picture (14)', { '14': 21, '15': 22 }, '筆電電腦', [22]],
    ['a custom computer drops the phone picture (14)', { '14': 21, '15': 22 }, '客製化電腦', [22]],
    ['without a product nothing is dropped', { '14': 21, '15': 22 }, undefined, [21, 22]],
  ] as const)('%s', (_case, ids, product, expected) => {
    expect(toCaseFileIds(ids, product)).toEqual(expected);
  });

  it.each([
    ['手機', 15],
    ['筆電電腦', 14],
    ['客製化電腦', 14],
    [undefined, undefined],
  ] as const)('the product picture that does not fit %s is category %s', (product, category) => {
    expect(unmatchedProductImageCategory(product)).toBe(category);
  });
});

describe('fileIdsByCategory', () => {
  const uploads = [
    { id: 11, fileUrl: '/f/11' },
    { id: 12, fileUrl: '/f/12' },
    { id: 13, fileUrl: '/f/13' },
    { id: 14, fileUrl: '/f/14' },
  ];

  it('finds the id of each upload field by its URL, a list for multi-file fields', () => {
    const ids = fileIdsByCategory(
      {
        productName: '手機',
        selfieWithCertificate: '/f/11',
        productsImgs: ['/f/12', '/f/13'],
        passbookImg: '/f/14',
      },
      uploads,
    );
    expect(ids).toEqual({ '4': 11, '16': [12, 13], '17': 14 });
    expect(toCaseFileIds(ids, '手機')).toEqual([11, [12, 13], 14]);
  });

  it('keeps an unknown URL as the id, which toCaseFileIds then leaves out', () => {
    const ids = fileIdsByCategory({ passbookImg: 'data:image/png;base64,AAA', extraFiles: [] }, uploads);
    expect(ids).toEqual({ '17': 'data:image/png;base64,AAA', '13': [] });
    expect(toCaseFileIds(ids, undefined)).toEqual([]);
  });
});

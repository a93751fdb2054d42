import { UPLOAD_FIELDS, uploadFieldOf, uploadsFromFiles } from './upload-fields';

describe('upload fields of the product form', () => {
  it('pairs each upload field with its file category, multiple where the schema holds a list', () => {
    expect([...UPLOAD_FIELDS].sort((a, b) => a.categoryId - b.categoryId)).toEqual([
      { field: 'selfieWithCertificate', categoryId: 4, multiple: false },
      { field: 'extraFiles', categoryId: 13, multiple: true },
      { field: 'productsModelImei', categoryId: 14, multiple: false },
      { field: 'productsModelId', categoryId: 15, multiple: false },
      { field: 'productsImgs', categoryId: 16, multiple: true },
      { field: 'passbookImg', categoryId: 17, multiple: false },
    ]);
  });

  it.each([
    [4, 'selfieWithCertificate'],
    ['16', 'productsImgs'],
    [21, undefined],
  ])('category %s is held by %s', (category, field) => {
    expect(uploadFieldOf(category)?.field).toBe(field);
  });

  it('turns files by category into the fields: a URL for single fields, a list for multi-file ones', () => {
    const file = (fileUrl: string) => ({ fileUrl });
    expect(
      uploadsFromFiles({
        '4': [file('/f/1')],
        '16': [file('/f/2'), file('/f/3')],
        '13': [file('/f/4')],
        '17': [file('/f/5'), file('/f/6')],
        '14': [],
        '21': [file('/f/7')],
      }),
    ).toEqual({
      selfieWithCertificate: '/f/1',
      productsImgs: ['/f/2', '/f/3'],
      extraFiles: ['/f/4'],
      passbookImg: '/f/6',
    });
  });
});

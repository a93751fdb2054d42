import { productLookupOptions, productOptions } from './product-options';

describe('productOptions (spec §4 product choice)', () => {
  it.each([
    ['適用手機，6 期 0 利率', ['手機']],
    ['適用筆電，文書、電競機種皆可申辦', ['筆電電腦']],
    ['適用手機與筆電，學生憑在學證明即可申辦', ['手機', '筆電電腦']],
    ['適用客製化電腦（含組裝桌機與電競主機）', ['客製化電腦']],
    ['適用手機與客製化電腦', ['手機', '客製化電腦']],
    ['客製化服務專案', ['手機', '筆電電腦']],
    ['提供公司投保之勞健保證明即可申請較高額度', ['手機', '筆電電腦']],
    ['', ['手機', '筆電電腦']],
    [null, ['手機', '筆電電腦']],
  ])('%s → %j', (description, expected) => {
    expect(productOptions(description)).toEqual(expected);
  });

  it('offers the choices as lookup options whose value is the product name', () => {
    expect(productLookupOptions('適用手機')).toEqual([{ value: '手機', label: '手機' }]);
  });
});

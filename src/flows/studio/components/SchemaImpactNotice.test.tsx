import { render, screen } from '@testing-library/react';
import * as api from '../studio-api';
import { SchemaImpactNotice, schemaFormOf } from './SchemaImpactNotice';

jest.mock('../studio-api', () => ({
  ...jest.requireActual('../studio-api'),
  fetchSchemaImpact: jest.fn(),
}));

describe('SchemaImpactNotice', () => {
  it('names the form of a schema file only', () => {
    expect(schemaFormOf('schemas/commodityApplicant.json')).toBe('commodityApplicant');
    expect(schemaFormOf('uischemas/commodityApplicant.json')).toBeNull();
    expect(schemaFormOf('schemas/defs/email.json')).toBeNull();
  });

  it('warns how many drafts and recent cases the change affects, by field', async () => {
    jest.mocked(api.fetchSchemaImpact).mockResolvedValue({
      form: 'commodityApplicant',
      kept: true,
      openDrafts: 5,
      recentCases: 40,
      drafts: 3,
      cases: 12,
      fields: [{ path: '/companyTaxId', title: '公司統一編號', change: 'added', drafts: 3, cases: 12 }],
    });
    render(<SchemaImpactNotice form="commodityApplicant" schema="{}" />);
    expect(
      await screen.findByText(
        '這次變更會使 3 份未送出的草稿（共 5 份）、12 件近 30 天的案件（共 40 件）不符新規則或需重新確認',
      ),
    ).toBeTruthy();
    expect(screen.getByText('公司統一編號（/companyTaxId）新增：草稿 3 份、案件 12 件')).toBeTruthy();
  });
});

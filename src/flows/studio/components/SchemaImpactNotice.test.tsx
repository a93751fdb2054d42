import { render, screen } from '@testing-library/react';
import * as api from '../studio-api';
import { isSchemaFile, SchemaImpactNotice } from './SchemaImpactNotice';

jest.mock('../studio-api', () => ({
  ...jest.requireActual('../studio-api'),
  fetchSchemaImpact: jest.fn(),
}));

describe('SchemaImpactNotice', () => {
  it('weighs the schema files the forms validate with: forms and shared parts', () => {
    expect(isSchemaFile('schemas/commodityApplicant.json')).toBe(true);
    expect(isSchemaFile('schemas/defs/cell-phone.json')).toBe(true);
    expect(isSchemaFile('uischemas/commodityApplicant.json')).toBe(false);
    expect(isSchemaFile('fixtures/login/accept.json')).toBe(false);
  });

  it('warns how many drafts and recent cases the change affects, for each form it changes, by field', async () => {
    jest.mocked(api.fetchSchemaImpact).mockResolvedValue({
      file: 'schemas/defs/cell-phone.json',
      openDrafts: 5,
      recentCases: 40,
      drafts: 3,
      cases: 12,
      forms: [
        {
          form: 'commodityApplicant',
          kept: true,
          openDrafts: 5,
          recentCases: 40,
          drafts: 3,
          cases: 12,
          fields: [
            {
              path: '/cellPhone',
              title: '行動電話',
              change: 'changed',
              required: true,
              drafts: 3,
              cases: 12,
              destination: 'unsent',
            },
            {
              path: '/note',
              title: '備註',
              change: 'added',
              required: false,
              drafts: 0,
              cases: 0,
              destination: 'unsent',
            },
            {
              path: '/lineId',
              title: 'LINE ID',
              change: 'added',
              required: false,
              drafts: 0,
              cases: 0,
              destination: 'answers',
            },
          ],
        },
        {
          form: 'guarantor',
          kept: false,
          openDrafts: 0,
          recentCases: 0,
          drafts: 0,
          cases: 0,
          fields: [
            {
              path: '/info/cellPhone',
              title: '手機',
              change: 'changed',
              required: true,
              drafts: 0,
              cases: 0,
              destination: 'local',
            },
          ],
        },
      ],
    });
    render(<SchemaImpactNotice path="schemas/defs/cell-phone.json" schema="{}" />);
    expect(
      await screen.findByText(
        '這次變更會使 3 份未送出的草稿（共 5 份）、12 件近 30 天的案件（共 40 件）不符新規則或需重新確認',
      ),
    ).toBeTruthy();
    expect(api.fetchSchemaImpact).toHaveBeenCalledWith('schemas/defs/cell-phone.json', '{}');
    expect(screen.getByText(/^行動電話（\/cellPhone）規則變更：草稿 3 份、案件 12 件；/)).toBeTruthy();
    expect(
      screen.getByText(
        '備註（/note）新增（選填）：草稿 0 份、案件 0 件；此表單尚未宣告 send：欄位會顯示與檢查，但不會送出或保存（請開發人員為表單加上 send）',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'LINE ID（/lineId）新增（選填）：草稿 0 份、案件 0 件；送出時放在 answers，伺服器依表單規則檢查並保存，完成頁與 ops show 會顯示',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^guarantor：資料不以草稿保存在伺服器上/)).toBeTruthy();
    expect(screen.getByText('手機（/info/cellPhone）規則變更；只在頁面上，不隨表單送出')).toBeTruthy();
  });
});

/** @jest-environment node */
import type { Selectable } from 'kysely';
import type { FileTable } from '../db/schema';
import type { CommodityApplication } from './application-payload';
import { selectCaseFiles } from './application-rules';
import type { ApplyCategory } from './file-categories';

const CATEGORIES: ApplyCategory[] = [
  { id: 4, name: '手持證件自拍照', maxOnApply: 1, required: true },
  { id: 13, name: '其他補充文件', maxOnApply: 10, required: false },
  { id: 14, name: '手機商品照（IMEI）', maxOnApply: 1, required: true },
  { id: 15, name: '電腦商品照（序號）', maxOnApply: 1, required: true },
  { id: 16, name: '商品現況照片', maxOnApply: 10, required: true },
  { id: 17, name: '存摺封面', maxOnApply: 1, required: true },
];

let nextId = 1;
const file = (category: number) => ({ id: nextId++, category: String(category) }) as Selectable<FileTable>;
const application = (productName: CommodityApplication['productName'], caseFileIds?: (number | number[])[]) =>
  ({ productName, caseFileIds }) as CommodityApplication;

describe('selectCaseFiles', () => {
  it('attaches every draft file of a phone application and discards the computer picture', () => {
    const files = [file(4), file(14), file(15), file(16), file(16), file(17)];
    const { attach, discard } = selectCaseFiles(application('手機'), files, CATEGORIES);
    expect(attach.map((f) => f.category)).toEqual(['4', '14', '16', '16', '17']);
    expect(discard.map((f) => f.category)).toEqual(['15']);
  });

  it('wants the serial-number picture for a computer', () => {
    const files = [file(4), file(14), file(16), file(17)];
    expect(() => selectCaseFiles(application('客製化電腦'), files, CATEGORIES)).toThrow(
      '請上傳 電腦商品照（序號）',
    );
  });

  it('takes only the named files when caseFileIds are given (nested lists allowed)', () => {
    const files = [file(4), file(14), file(16), file(16), file(17), file(13)];
    const named = [files[0].id, files[1].id, [files[2].id], files[4].id];
    const { attach, discard } = selectCaseFiles(application('手機', named), files, CATEGORIES);
    expect(attach.map((f) => f.id)).toEqual([files[0].id, files[1].id, files[2].id, files[4].id]);
    expect(discard.map((f) => f.id)).toEqual([files[3].id, files[5].id]);
  });

  it('does not require the optional category 13, and counts against maxOnApply', () => {
    const files = [file(4), file(14), file(16), file(17)];
    expect(selectCaseFiles(application('手機'), files, CATEGORIES).attach).toHaveLength(4);
    const crowded = [...files, ...Array.from({ length: 11 }, () => file(13))];
    expect(() => selectCaseFiles(application('手機'), crowded, CATEGORIES)).toThrow(
      '檔案數量超過上限（最多 10 個）',
    );
  });
});

import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** zh-TW texts for RJSF's own interface strings (buttons, labels), so no English reaches users. */
const ZH_TW: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '項目',
  [TranslatableString.MissingItems]: '缺少項目定義',
  [TranslatableString.EmptyArray]: '尚無項目，請按下方按鈕新增。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '關閉',
  [TranslatableString.ErrorsLabel]: '請修正以下欄位',
  [TranslatableString.NewStringDefault]: '新值',
  [TranslatableString.AddButton]: '新增',
  [TranslatableString.AddItemButton]: '新增項目',
  [TranslatableString.CopyButton]: '複製',
  [TranslatableString.ExpandButton]: '展開',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '移除',
  [TranslatableString.NowLabel]: '現在',
  [TranslatableString.ClearLabel]: '清除',
  [TranslatableString.AriaDateLabel]: '選擇日期',
  [TranslatableString.PreviewLabel]: '預覽',
  [TranslatableString.DecrementAriaLabel]: '減少 1',
  [TranslatableString.IncrementAriaLabel]: '增加 1',
  [TranslatableString.OptionalObjectAdd]: '填寫此選填區塊',
  [TranslatableString.OptionalObjectRemove]: '移除此選填區塊',
  [TranslatableString.OptionalObjectEmptyMsg]: '此選填區塊尚未填寫',
  [TranslatableString.Type]: '類型',
  [TranslatableString.Value]: '值',
  [TranslatableString.ClearButton]: '清除輸入',
  [TranslatableString.UnknownFieldType]: '未知的欄位類型 %1',
  [TranslatableString.OptionPrefix]: '選項 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 選項 %2',
  [TranslatableString.KeyLabel]: '%1 鍵',
  [TranslatableString.DeprecatedLabel]: '%1（已停用）',
  [TranslatableString.UnsupportedField]: '不支援的欄位設定。',
  [TranslatableString.UnsupportedFieldWithId]: '欄位 %1 的設定不受支援。',
  [TranslatableString.UnsupportedFieldWithReason]: '不支援的欄位設定：%1',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '欄位 %1 的設定不受支援：%2',
  [TranslatableString.FilesInfo]: '%1（%2，%3 位元組）',
};

/** RJSF `translateString`: the zh-TW text with `%1…` filled in; English only if a new string appears. */
export function translateString(key: TranslatableString, params?: string[]): string {
  const text = ZH_TW[key];
  if (!text) return englishStringTranslator(key, params);
  return (params ?? []).reduce((out, value, index) => out.split(`%${index + 1}`).join(value), text);
}

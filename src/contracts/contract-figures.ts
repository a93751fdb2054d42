import { toRocYear } from '../domain/roc-year';
import { groupDigits } from './amounts';
/** How the contracts print money and dates (Taiwanese contract conventions). */

const DIGITS = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'];
const PLACES = ['仟', '佰', '拾', ''];
const GROUPS = ['', '萬', '億', '兆'];

/** An amount in figures: 新臺幣 31,560 元; a missing one as a blank to be filled. */
export function twd(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '新臺幣＿＿＿＿元';
  return `新臺幣 ${groupDigits(Math.round(amount))} 元`;
}

/** 0–9999 in capital numerals, without the leading 零 (壹仟零伍). */
function groupText(group: number): string {
  let out = '';
  let pendingZero = false;
  String(group)
    .padStart(4, '0')
    .split('')
    .forEach((digit, place) => {
      if (digit === '0') {
        pendingZero = out !== '';
        return;
      }
      out += (pendingZero ? '零' : '') + DIGITS[Number(digit)] + PLACES[place];
      pendingZero = false;
    });
  return out;
}

/**
 * An amount in capital numerals, as a promissory note must state it so it cannot be altered:
 * 31560 → 參萬壹仟伍佰陸拾元整, 30005 → 參萬零伍元整, 100000 → 壹拾萬元整.
 */
export function capitalAmount(amount: number): string {
  let rest = Math.round(Math.abs(amount));
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 10000);
    rest = Math.floor(rest / 10000);
  }
  let out = '';
  let zeroBetween = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index];
    if (group === 0) {
      zeroBetween = out !== '';
      continue;
    }
    if (out !== '' && (zeroBetween || group < 1000)) out += '零';
    out += groupText(group) + GROUPS[index];
    zeroBetween = false;
  }
  return `${out || '零'}元整`;
}

/** A date as 中華民國 114 年 6 月 1 日 (the ROC calendar contracts use). */
export function rocDate(date: Date): string {
  return `中華民國 ${toRocYear(date.getFullYear())} 年 ${date.getMonth() + 1} 月 ${date.getDate()} 日`;
}

/** A yearly rate in percent with two decimals: 16.23%; a missing one as a blank. */
export function percent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '＿＿＿＿%';
  return `${rate.toFixed(2)}%`;
}

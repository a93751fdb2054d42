import {
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  NotificationOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PATHS } from '../paths';

/** The referral entry leaves the member menu after this moment (spec §9: 2024/07/31 23:59:59, Taiwan time). */
export const REFERRAL_VISIBLE_UNTIL = new Date('2024-07-31T23:59:59+08:00');

/** One entry of the member-centre menu (sidebar and drawer). */
export interface MemberMenuEntry {
  path: string;
  label: string;
  icon: ReactNode;
}

const ENTRIES: MemberMenuEntry[] = [
  { path: PATHS.news.path, label: '最新消息', icon: <NotificationOutlined /> },
  { path: PATHS.orderList.path, label: '我的訂單', icon: <ProfileOutlined /> },
  { path: PATHS.payment.path, label: '我要繳款', icon: <WalletOutlined /> },
  { path: PATHS.changePwd.path, label: '變更密碼', icon: <LockOutlined /> },
  { path: PATHS.info.path, label: '基本資料', icon: <IdcardOutlined /> },
  { path: PATHS.share.path, label: '好友推薦獎勵', icon: <GiftOutlined /> },
];

/** The member-centre entries shown at `now` (the referral entry only until its deadline). */
export function memberMenuEntries(now: Date): MemberMenuEntry[] {
  const referralOpen = now.getTime() <= REFERRAL_VISIBLE_UNTIL.getTime();
  return ENTRIES.filter((entry) => entry.path !== PATHS.share.path || referralOpen);
}

/** The entry a page belongs to (e.g. /member/payment/atm → 我要繳款), or undefined. */
export function activeMenuPath(pathname: string, entries: MemberMenuEntry[]): string | undefined {
  return entries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.path;
}

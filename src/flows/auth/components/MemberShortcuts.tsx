import {
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  NotificationOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/route-paths';

interface Shortcut {
  to: string;
  label: string;
  icon: ReactNode;
  /** Shown until this moment only (spec §2: the referral entry ends 2024/07/31 23:59:59, Taipei). */
  until?: Date;
}

const SHORTCUTS: Shortcut[] = [
  { to: ROUTE_PATHS.news, label: '最新消息', icon: <NotificationOutlined /> },
  { to: ROUTE_PATHS.orderList, label: '我的訂單', icon: <ProfileOutlined /> },
  { to: ROUTE_PATHS.payment, label: '我要繳款', icon: <WalletOutlined /> },
  { to: ROUTE_PATHS.changePwd, label: '變更密碼', icon: <LockOutlined /> },
  { to: ROUTE_PATHS.info, label: '基本資料', icon: <IdcardOutlined /> },
  {
    to: ROUTE_PATHS.share,
    label: '好友推薦獎勵',
    icon: <GiftOutlined />,
    until: new Date('2024-07-31T23:59:59+08:00'),
  },
];

/** The sidebar's member-centre items as cards (the referral one only while it runs). */
export function MemberShortcuts({ now = new Date() }: { now?: Date }) {
  const visible = SHORTCUTS.filter((item) => !item.until || now <= item.until);
  return (
    <nav className="fenqi-shortcuts" aria-label="會員中心捷徑">
      {visible.map((item) => (
        <Link key={item.to} to={item.to}>
          <Card hoverable className="fenqi-shortcut" size="small">
            <span className="fenqi-shortcut-icon" aria-hidden>
              {item.icon}
            </span>
            <span>{item.label}</span>
          </Card>
        </Link>
      ))}
    </nav>
  );
}

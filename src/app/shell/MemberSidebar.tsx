import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState } from 'react';
import { MemberMenu } from './MemberMenu';

/** Sidebar widths of spec §2: full and mini mode. */
export const SIDEBAR_WIDTH = 230;
/** The collapsed (mini) sidebar shows icons only. */
export const SIDEBAR_MINI_WIDTH = 56;
const COLLAPSED_KEY = 'fenqi.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

/** The member-centre sidebar (title 會員中心), collapsible to a 56 px icon strip; the choice is remembered. */
export function MemberSidebar() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    setCollapsed(!collapsed);
    storeCollapsed(!collapsed);
  };
  return (
    <Layout.Sider
      className="fenqi-sidebar"
      theme="light"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_MINI_WIDTH}
      collapsed={collapsed}
      trigger={null}
      data-testid="member-sidebar"
      data-collapsed={collapsed}
    >
      <div className="fenqi-sidebar-head">
        {!collapsed && <span className="fenqi-sidebar-title">會員中心</span>}
        <Button
          type="text"
          aria-label={collapsed ? '展開選單' : '收合選單'}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggle}
        />
      </div>
      <MemberMenu logoutLabel="登出" />
    </Layout.Sider>
  );
}

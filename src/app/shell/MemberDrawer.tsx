import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { MemberMenu } from './MemberMenu';

/**
 * The side drawer of a logged-in member (opened by the header's menu button); ends with 會員登出.
 * Closed with Escape, its close button or 會員登出 (which may ask first), focus returns to the menu
 * button; closed by choosing a page, focus is the new page's (its title, useRouteFocus): the drawer's return, which comes when
 * its closing animation ends, would otherwise take it back from the title on a slow phone.
 */
export function MemberDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [leftForPage, setLeftForPage] = useState(false);
  const focusable = useMemo(() => ({ focusTriggerAfterClose: !leftForPage }), [leftForPage]);
  return (
    <Drawer
      className="fenqi-drawer"
      title="會員中心"
      placement="left"
      size={260}
      open={open}
      onClose={onClose}
      focusable={focusable}
      afterOpenChange={(opened) => {
        if (opened) setLeftForPage(false);
      }}
      styles={{ body: { padding: 0 } }}
    >
      <MemberMenu
        logoutLabel="會員登出"
        onNavigate={(chosen) => {
          setLeftForPage(chosen === 'page');
          onClose();
        }}
      />
    </Drawer>
  );
}

import { Drawer } from 'antd';
import { MemberMenu } from './MemberMenu';

/** The side drawer of a logged-in member (opened by the header's menu button); ends with 會員登出. */
export function MemberDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      className="fenqi-drawer"
      title="會員中心"
      placement="left"
      size={260}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <MemberMenu logoutLabel="會員登出" onNavigate={onClose} />
    </Drawer>
  );
}

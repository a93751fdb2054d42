import { DownloadOutlined, LogoutOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutRequested } from '../../store/session/actions';
import { useAppDispatch } from '../../store/hooks';
import { useClock } from '../clock';
import { useInstallPrompt } from '../install/use-install-prompt';
import { activeMenuPath, memberMenuEntries } from './member-menu';

const LOGOUT_KEY = 'logout';
const INSTALL_KEY = 'install';

/**
 * The member-centre menu of the sidebar and the drawer: the §2 entries, 「安裝」 while the browser
 * offers to install the app, then a logout item.
 */
export function MemberMenu({
  logoutLabel,
  onNavigate,
}: {
  /** 登出 in the sidebar, 會員登出 in the drawer. */
  logoutLabel: string;
  /** Called after an item was chosen, a page or 登出 (the drawer closes itself). */
  onNavigate?: (chosen: 'page' | 'logout') => void;
}) {
  const { now } = useClock();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const entries = memberMenuEntries(now());
  const selected = activeMenuPath(pathname, entries);
  const { canInstall, install } = useInstallPrompt();

  const items: MenuProps['items'] = [
    ...entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: entry.label })),
    { type: 'divider' },
    ...(canInstall ? [{ key: INSTALL_KEY, icon: <DownloadOutlined />, label: '安裝' }] : []),
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: logoutLabel },
  ];

  const choose: MenuProps['onClick'] = ({ key }) => {
    // The browser's own dialog answers; the page stays as it is.
    if (key === INSTALL_KEY) return void install();
    onNavigate?.(key === LOGOUT_KEY ? 'logout' : 'page');
    if (key === LOGOUT_KEY) dispatch(logoutRequested());
    else navigate(key);
  };

  return (
    <nav aria-label="會員中心選單">
      <Menu
        className="fenqi-member-menu"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={choose}
      />
    </nav>
  );
}

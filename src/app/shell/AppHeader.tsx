import { LoginOutlined, LogoutOutlined, MenuOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../../api/app-config';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { logoutRequested } from '../../store/session/actions';
import { selectLoggedIn } from '../../store/session/slice';
import { PATHS } from '../paths';
import { FenqiLogo } from './FenqiLogo';
import { preloadable } from '../../ui/preloadable';
import { useIsSmallScreen } from '../../ui/use-media-query';

/** The drawer's menu (antd Drawer + Menu) loads only for a logged-in member. */
const MemberDrawer = preloadable<{ open: boolean; onClose: () => void }>(() =>
  import(/* webpackChunkName: "member-menu" */ './MemberDrawer').then((m) => ({ default: m.MemberDrawer })),
);

/** Opens the merchant's FAQ in a new window, without giving it a handle on this one. */
export function openFaq(): void {
  window.open(appConfig().faqUrl, '_blank', 'noopener');
}

/**
 * The 48 px header: logo, FAQ, and login or logout by the auth cookie (§2). A logged-in member
 * gets a menu button opening the side drawer: on small screens always, on wide ones only where
 * the layout has no sidebar (`drawerOnWideScreens`).
 */
export function AppHeader({
  dark = false,
  drawerOnWideScreens,
}: {
  dark?: boolean;
  drawerOnWideScreens: boolean;
}) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const small = useIsSmallScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const withDrawer = loggedIn && (small || drawerOnWideScreens);

  return (
    <Layout.Header className={dark ? 'fenqi-header fenqi-header-dark' : 'fenqi-header'}>
      {withDrawer && (
        <Button
          type="text"
          className="fenqi-header-button"
          aria-label="開啟會員選單"
          icon={<MenuOutlined />}
          onClick={() => setDrawerOpen(true)}
        />
      )}
      <Link to={PATHS.index.path} className="fenqi-brand" aria-label="Fenqi 分期會員中心 首頁">
        <FenqiLogo />
        <span className="fenqi-brand-name">
          <span className="fenqi-brand-latin">Fenqi</span> 分期會員中心
        </span>
      </Link>
      <nav className="fenqi-header-actions" aria-label="頁首功能">
        <Button
          type="text"
          className="fenqi-header-button"
          aria-label="常見問題"
          icon={<QuestionCircleOutlined />}
          onClick={openFaq}
        >
          {small ? null : '常見問題'}
        </Button>
        {loggedIn ? (
          <Button
            type="text"
            className="fenqi-header-button"
            icon={<LogoutOutlined />}
            onClick={() => dispatch(logoutRequested())}
          >
            登出
          </Button>
        ) : (
          // On the login page itself the button would only lead back to it.
          pathname !== PATHS.login.path && (
            <Button
              type="text"
              className="fenqi-header-button"
              icon={<LoginOutlined />}
              onClick={() => navigate(PATHS.login.path)}
            >
              登入
            </Button>
          )
        )}
      </nav>
      {withDrawer && <MemberDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </Layout.Header>
  );
}

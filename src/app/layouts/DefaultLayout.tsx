import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectLoggedIn } from '../../store/session/slice';
import { AppHeader } from '../shell/AppHeader';
import { useIsSmallScreen } from '../../ui/use-media-query';
import { preloadable } from '../../ui/preloadable';
import './layouts.css';

/** The sidebar's menu loads with the first member page, not with the login page. */
const MemberSidebar = preloadable<object>(() =>
  import(/* webpackChunkName: "member-menu" */ '../shell/MemberSidebar').then((m) => ({
    default: m.MemberSidebar,
  })),
);

/** The member-centre frame: header, the 會員中心 sidebar on wide screens (the drawer on phones), the page. */
export function DefaultLayout() {
  // The server draws no sidebar (its menu loads lazily): while the app takes a page over, "small",
  // so a phone never draws it for a moment before its own answer comes (a layout shift of 1–2).
  const small = useIsSmallScreen(true);
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <Layout className="fenqi-layout fenqi-layout-default">
      <AppHeader drawerOnWideScreens={false} />
      <Layout className="fenqi-body">
        {loggedIn && !small && <MemberSidebar />}
        <Layout.Content className="fenqi-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

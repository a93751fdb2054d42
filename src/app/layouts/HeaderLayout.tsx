import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../shell/AppHeader';
import './layouts.css';

type HeaderVariant = 'onlyHeader' | 'dark' | 'doc';

/** A header over the page, no sidebar (members reach their menu through the drawer). */
function HeaderLayout({ variant }: { variant: HeaderVariant }) {
  return (
    <Layout className={`fenqi-layout fenqi-layout-${variant}`}>
      <AppHeader dark={variant === 'dark'} drawerOnWideScreens />
      <Layout.Content className="fenqi-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/** Header and page: application steps and guest flows. */
export function OnlyHeaderLayout() {
  return <HeaderLayout variant="onlyHeader" />;
}

/** Header and page on a dark backdrop: login, fast login, passwords, LINE authorization. */
export function DarkLayout() {
  return <HeaderLayout variant="dark" />;
}

/** Header and a readable document column: contracts and clauses. */
export function DocLayout() {
  return <HeaderLayout variant="doc" />;
}

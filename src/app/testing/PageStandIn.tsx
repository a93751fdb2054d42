import { Breadcrumb, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS, type PathDef } from '../paths';
import { LinkButton } from '../../ui/LinkButton';

function trail(page: PathDef): { title: string; to?: string }[] {
  if (page.step) return [{ title: page.step.flowTitle }, { title: page.title }];
  if (page.guard === 'auth') return [{ title: '會員中心', to: PATHS.memberHome.path }, { title: page.title }];
  return [{ title: '首頁', to: PATHS.index.path }, { title: page.title }];
}

/**
 * Test support: what a route shows in shell tests that render the app without the flows' page
 * chunks — the page's title, where it stands (breadcrumb or step), its purpose and a way back.
 * The app itself has a page for every route (src/app/router.tsx refuses a route without one).
 */
export function PageStandIn({ page }: { page: PathDef }) {
  const back =
    page.guard === 'auth'
      ? { to: PATHS.memberHome.path, label: '回會員中心' }
      : { to: PATHS.index.path, label: '回首頁' };
  return (
    <section className="fenqi-page fenqi-stand-in" aria-labelledby="fenqi-stand-in-title">
      <Breadcrumb
        items={trail(page).map(({ title, to }) => ({ title: to ? <Link to={to}>{title}</Link> : title }))}
      />
      {page.step && (
        <Typography.Text type="secondary">
          {page.step.flowTitle}・步驟 {page.step.index}／{page.step.total}
        </Typography.Text>
      )}
      <Typography.Title level={2} id="fenqi-stand-in-title">
        {page.title}
      </Typography.Title>
      <Result
        status="info"
        title="頁面替身（測試）"
        subTitle={page.purpose}
        extra={
          <LinkButton type="primary" to={back.to}>
            {back.label}
          </LinkButton>
        }
      />
    </section>
  );
}

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
 * The frame of a page whose flow is not built yet: its title, where it stands (breadcrumb or
 * step), what it will do, and a way back — never a blank screen.
 */
export function RoutePlaceholder({ page }: { page: PathDef }) {
  const back =
    page.guard === 'auth'
      ? { to: PATHS.memberHome.path, label: '回會員中心' }
      : { to: PATHS.index.path, label: '回首頁' };
  return (
    <section className="fenqi-page fenqi-placeholder" aria-labelledby="fenqi-placeholder-title">
      <Breadcrumb
        items={trail(page).map(({ title, to }) => ({ title: to ? <Link to={to}>{title}</Link> : title }))}
      />
      {page.step && (
        <Typography.Text type="secondary" className="fenqi-placeholder-step">
          {page.step.flowTitle}・步驟 {page.step.index}／{page.step.total}
        </Typography.Text>
      )}
      <Typography.Title level={2} id="fenqi-placeholder-title">
        {page.title}
      </Typography.Title>
      <Result
        status="info"
        title="此功能即將開放"
        subTitle={`${page.purpose}造成不便，敬請見諒。`}
        extra={
          <LinkButton type="primary" to={back.to}>
            {back.label}
          </LinkButton>
        }
      />
    </section>
  );
}

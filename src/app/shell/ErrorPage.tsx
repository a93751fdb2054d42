import { CloseCircleFilled, QuestionCircleOutlined } from '@ant-design/icons';
import { LinkButton } from '../../ui/LinkButton';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** Where the error page's 回首頁 link leads (spec §2: /login). */
export const ERROR_PAGE_HOME = ROUTE_PATHS.login;

/** The full-page error of spec §2: a heading ('404 Not Found' or 'An error occurred'), a zh-TW explanation and 回首頁. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    // Plain markup rather than antd's Result: its illustrations would weigh on every first load,
    // since this page must be in the shell (it shows when a page's chunk fails to load).
    <main className="fenqi-error-page">
      <div className="fenqi-error-icon" aria-hidden>
        {notFound ? <QuestionCircleOutlined /> : <CloseCircleFilled />}
      </div>
      <h1 className="fenqi-error-title">{notFound ? '404 Not Found' : 'An error occurred'}</h1>
      <p className="fenqi-error-text">
        {notFound
          ? '很抱歉，找不到您要的頁面或資料，請確認網址是否正確。'
          : '很抱歉，頁面發生錯誤，請稍後再試；若問題持續發生，請與客服人員聯繫。'}
      </p>
      <LinkButton type="primary" to={ERROR_PAGE_HOME}>
        回首頁
      </LinkButton>
    </main>
  );
}

/** The page of unknown routes and of /error. */
export function NotFoundPage() {
  return <ErrorPage notFound />;
}

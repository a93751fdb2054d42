import { Alert, Button, Empty, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CaseView } from '../../../api/v2/types/common';
import { CaseCard } from '../components/CaseCard';
import { LinkButton } from '../../../ui/LinkButton';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { type DetailLinkState } from '../detail-link-state';
import { caseListActions, selectOrders } from '../slice';
import '../orders.css';
import { PageTitle } from '../../../ui/PageTitle';
import { useRevealInBackground } from '../../../ui/use-reveal-in-background';
import { ROUTE_PATHS } from '../../../domain/route-paths';

type TabKey = 'open' | 'completed';

/** The `caseId` query as a case id, or null when absent or not a positive whole number. */
function caseIdOf(raw: string | null): number | null {
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

function CaseList({ cases, empty }: { cases: CaseView[]; empty: string }) {
  if (cases.length === 0) return <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="fenqi-case-list">
      {cases.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /member/order/list (auth): the member's cases in two tabs, running and closed, each opening its
 * detail in a drawer addressed by `?caseId=` (paths.ts has no detail route; the query keeps the
 * list underneath, and back closes the drawer).
 */
export default function OrderListPage() {
  const dispatch = useDispatch();
  const { caseList } = useSelector(selectOrders);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const caseId = caseIdOf(params.get('caseId'));
  const [chosenTab, setChosenTab] = useState<TabKey | null>(null);

  useEffect(() => {
    dispatch(caseListActions.request());
  }, [dispatch]);

  const lists = caseList.lists;
  // A link to a closed case opens on the closed tab until the member picks one.
  const linkedClosed = caseId !== null && Boolean(lists?.completed.some((item) => item.id === caseId));
  const tab: TabKey = chosenTab ?? (linkedClosed ? 'completed' : 'open');
  const closeDetail = () => {
    // Opened from this list: closing is going back, so the back button does not reopen it.
    if ((location.state as DetailLinkState | null)?.fromList) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('caseId');
    setParams(next, { replace: true });
  };

  // The lists are drawn in the background once they are in (use-reveal-in-background).
  const listsDrawn = useRevealInBackground(Boolean(lists));
  let body;
  if (caseList.status === 'fail') {
    body = (
      <Alert
        type="error"
        showIcon
        title={caseList.message}
        action={
          <Button size="small" onClick={() => dispatch(caseListActions.request())}>
            重試
          </Button>
        }
      />
    );
  } else if (!lists || !listsDrawn) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Tabs
        activeKey={tab}
        onChange={(key) => setChosenTab(key as TabKey)}
        items={[
          {
            key: 'open',
            label: `進行中（${lists.open.length}）`,
            children: <CaseList cases={lists.open} empty="目前沒有進行中的案件" />,
          },
          {
            key: 'completed',
            label: `已結案（${lists.completed.length}）`,
            children: <CaseList cases={lists.completed} empty="目前沒有已結案的案件" />,
          },
        ]}
      />
    );
  }

  return (
    <section className="fenqi-orders-page" aria-labelledby="orders-title">
      <div className="fenqi-page-head">
        <PageTitle look={3} id="orders-title">
          我的訂單
        </PageTitle>
        <LinkButton to={ROUTE_PATHS.commodityStep1} type="primary" size="small">
          申辦新分期
        </LinkButton>
      </div>
      {body}
      <OrderDetailDrawer caseId={caseId} onClose={closeDetail} />
    </section>
  );
}

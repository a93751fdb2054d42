import { Alert, Button, Drawer, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { orderDetailActions, selectOrders } from '../slice';
import { CaseFormAnswers } from './CaseFormAnswers';
import { CaseTimeline } from './CaseTimeline';
import { DeclarationCard } from './DeclarationCard';
import { OrderDocuments } from './OrderDocuments';
import { OrderSummary } from './OrderSummary';
import { SignedDocumentsCard } from './SignedDocumentsCard';
import { SupplementUpload } from './SupplementUpload';

/** Cases still under review take supplementary files (the server's rule for /members/tmp-case-file). */
const TAKES_SUPPLEMENTS = ['submitted', 'reviewing', 'supplement'];
/** The §8 code of a case that does not exist (or is another member's): its dialog says so and leads to the list. */
const CASE_NOT_FOUND = '014.404';

/**
 * One case's detail over the list (`?caseId=` in the address, so back closes it and the link can
 * be shared): summary and next step, documents, declaration and history. Full width on phones.
 */
export function OrderDetailDrawer({ caseId, onClose }: { caseId: number | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const { detail } = useSelector(selectOrders);
  useEffect(() => {
    if (caseId !== null) dispatch(orderDetailActions.request(caseId));
  }, [dispatch, caseId]);

  const bundle = detail.caseId === caseId ? detail.bundle : null;
  // No drawer for a case that does not exist: the §8 dialog alone says so (retrying cannot help).
  const notFound = detail.caseId === caseId && detail.status === 'fail' && detail.code === CASE_NOT_FOUND;
  const order = bundle?.order;
  const product = order ? [order.productName, order.productModelNo].filter(Boolean).join('・') : '訂單明細';
  const retry = () => caseId !== null && dispatch(orderDetailActions.request(caseId));
  let body;
  if (detail.status === 'fail' && !bundle) {
    body = (
      <Alert
        type="error"
        showIcon
        title={detail.message}
        action={
          <Button size="small" onClick={retry}>
            重試
          </Button>
        }
      />
    );
  } else if (!bundle || !order) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <div className="fenqi-order-detail" data-testid="order-detail">
        <OrderSummary item={order} />
        {TAKES_SUPPLEMENTS.includes(order.status) && <SupplementUpload item={order} />}
        <OrderDocuments order={order} files={bundle.files} />
        <CaseFormAnswers formAnswers={bundle.formAnswers} />
        <SignedDocumentsCard caseId={order.id} />
        <DeclarationCard
          declaration={bundle.declaration}
          failure={bundle.declarationFailure}
          onRetry={retry}
        />
        <CaseTimeline events={bundle.events} />
      </div>
    );
  }
  return (
    <Drawer
      open={caseId !== null && !notFound}
      onClose={onClose}
      title={product}
      placement="right"
      size="min(600px, 100vw)"
      destroyOnHidden
      className="fenqi-order-drawer"
    >
      {body}
    </Drawer>
  );
}

import { Result, Steps } from 'antd';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { LinkButton } from '../../../ui/LinkButton';
import type { OrderLoaded } from '../order-flow';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** What follows a sent order, in the order it happens (spec §4 case lifecycle, in the member's words). */
const NEXT_STEPS = [
  { title: '資料審核', content: '我們將於 1–2 個工作天內完成審核，進度可在「我的訂單」查看。' },
  { title: '電話照會', content: '審核期間專人會在您方便的時段來電確認，請留意來電。' },
  { title: '對保與簽約', content: '核准後請於「我的訂單」完成線上對保與簽約，商家即會安排出貨。' },
];

/** The finish page: the order's case number, what happens next, and the ways on. */
export function OrderFinish({ run }: FlowPartProps<OrderLoaded>) {
  const { appCaseNo } = run.loaded;
  return (
    <div className="fenqi-order-finish" data-testid="order-finish">
      <Result
        status="success"
        title="訂單申請完成"
        subTitle={
          <>
            案件編號 <strong data-testid="order-case-no">{appCaseNo}</strong>
            <br />
            感謝您的申請，我們已收到您的訂單與證件。
          </>
        }
      />
      <Steps orientation="vertical" size="small" current={0} items={NEXT_STEPS} />
      <div className="fenqi-order-actions">
        <LinkButton to={ROUTE_PATHS.orderList} type="primary" size="large">
          查看我的訂單
        </LinkButton>
        <LinkButton to={ROUTE_PATHS.memberHome} size="large">
          回會員中心
        </LinkButton>
      </div>
    </div>
  );
}

import { LeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../ui/PageTitle';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** A payment sub-page's heading with the way back to the payment list. */
export function PaymentPageHead({ title, id }: { title: string; id: string }) {
  return (
    <div className="fenqi-pay-head">
      <Link to={ROUTE_PATHS.payment} className="fenqi-pay-back">
        <LeftOutlined aria-hidden /> 繳款列表
      </Link>
      <PageTitle id={id}>{title}</PageTitle>
    </div>
  );
}

import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * Tells a visitor whose ID number is not a member yet that there is nothing to log in to, and
 * where to apply instead (the application creates the membership, spec §6).
 */
export function IdNumHint({ isExistent }: { isExistent: boolean | null }) {
  if (isExistent !== false) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="此身分證字號尚未成為會員"
      description={
        <>
          申辦分期時即可同時加入會員，歡迎<Link to={ROUTE_PATHS.commodityStep1}>立即申辦</Link>。
        </>
      }
    />
  );
}

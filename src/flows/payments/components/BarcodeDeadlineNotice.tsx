import { Alert, Button } from 'antd';
import type { PaymentBarcode } from '../../../api/v2/payments';
import { LinkButton } from '../../../ui/LinkButton';
import { formatDueDate } from '../due-entries';
import { paymentPagePath } from '../payments-paths';

/**
 * What to do when a period's own deadline has passed, so a member never takes a dead code to the
 * counter: barcodes the server issued anew (`renewed`) are shown with their new deadline; barcodes
 * whose deadline has passed too (an older server, a page left open overnight) are not shown at all,
 * and the member gets new ones or pays by ATM, which takes money whatever the date.
 */
export function BarcodeDeadlineNotice({
  barcode,
  caseId,
  expired,
  onRenew,
}: {
  barcode: PaymentBarcode;
  caseId: number;
  /** The barcodes' own deadline has passed: a store counter would refuse them. */
  expired: boolean;
  onRenew: () => void;
}) {
  const atm = (
    <LinkButton size="small" to={paymentPagePath('atm', caseId)}>
      改用 ATM 轉帳
    </LinkButton>
  );
  if (expired) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="barcode-expired"
        title="條碼已過繳費期限，超商無法收款"
        description={
          <>
            <p className="fenqi-pay-notice-text">
              請按「重新產生條碼」取得新的繳費期限與條碼，或改以 ATM 轉帳繳款（ATM 不受條碼期限限制）。
            </p>
            <div className="fenqi-pay-notice-actions">
              <Button size="small" type="primary" onClick={onRenew}>
                重新產生條碼
              </Button>
              {atm}
            </div>
          </>
        }
      />
    );
  }
  if (!barcode.renewed || !barcode.payBy) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="barcode-renewed"
      title={`第 ${barcode.period} 期已逾期（原繳款期限 ${formatDueDate(barcode.dueDate)}）`}
      description={
        <>
          <p className="fenqi-pay-notice-text">
            {`原條碼已過期限，超商無法收款。以下是重新產生的條碼，請於 ${formatDueDate(barcode.payBy)} 前` +
              '至超商繳納；過了這天請重新開啟此頁取得新條碼。也可隨時以 ATM 轉帳繳款。'}
          </p>
          <div className="fenqi-pay-notice-actions">{atm}</div>
        </>
      }
    />
  );
}

import { Alert, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useQueueItems } from '../../../api/offline/queue/use-queue-items';
import { selectOnline } from '../../../store/global-ui/selectors';
import { StepNav } from '../components/StepNav';
import { WizardFrame } from '../components/WizardFrame';
import { ContractList } from '../../../step-flow/contract/ContractList';
import { SendWaitsForNetwork } from '../../../step-flow/SendWaitsForNetwork';
import { allContractsDone, CONTRACTS } from '../contracts/contracts';
import '../step5-finish.css';
import {
  selectCommodity,
  selectWizardForms,
  selectContractAgreements,
  selectCommodityFiles,
  selectFileCategoriesById,
} from '../selectors';
import { formChanged, submitActions } from '../actions';
import { waitingApplication } from '../queued-application';
import { ApplicationSummary } from '../summary/ApplicationSummary';
import { Step5PasswordAgain, type NewMemberPassword } from './Step5PasswordAgain';

/**
 * Step 5, confirm the order: the read-only summary of steps 2–4, the three contracts (each read,
 * signed and agreed on its own page), then 送出申請 — enabled once all three are agreed and signed.
 * A new member whose password was lost with a reload types it again first.
 */
export default function Step5ConfirmPage() {
  const dispatch = useDispatch();
  const commodity = useSelector(selectCommodity);
  const categories = useSelector(selectFileCategoriesById);
  const files = useSelector(selectCommodityFiles);
  const forms = useSelector(selectWizardForms);
  const { submit, applicantKind } = commodity;
  const agreedAt = useSelector(selectContractAgreements);
  const contractsDone = allContractsDone(agreedAt, files);
  const needsPassword = applicantKind === 'newMember' && !forms.identity.password;
  const online = useSelector(selectOnline);
  // Sent offline: a member's application waits in the offline queue, a new member's in this page.
  const queued = waitingApplication(useQueueItems(applicantKind === 'member')) !== undefined;
  const waitingInPage = submit.pending && !online && !queued;

  const send = () => dispatch(submitActions.request());
  const sendWithPassword = (data: NewMemberPassword) => {
    dispatch(formChanged('identity', { ...forms.identity, ...data }));
    send();
  };
  const passwordErrors = submit.fieldErrors.filter((error) => error.path === '/password');
  const otherErrors = submit.fieldErrors.filter((error) => error.path !== '/password');

  return (
    <WizardFrame step={5}>
      <Typography.Paragraph type="secondary" className="fenqi-wizard-lead">
        請確認以下申請內容；如需修改，請點選各區塊的「修改」。閱讀並同意三份契約後即可送出申請。
      </Typography.Paragraph>
      <ApplicationSummary forms={forms} files={files} categories={categories} />
      <section aria-label="契約與簽名" className="fenqi-confirm-contracts">
        <Typography.Title level={2} className="fenqi-summary-title">
          契約與簽名
        </Typography.Title>
        <ContractList contracts={CONTRACTS} agreedAt={agreedAt} files={files} />
      </section>
      {submit.status === 'fail' && (
        <Alert
          className="fenqi-step-alert"
          type="error"
          showIcon
          title={submit.message ?? '申請送出失敗，請稍後再試'}
          description={
            otherErrors.length > 0 ? (
              <ul className="fenqi-submit-errors">
                {otherErrors.map((error) => (
                  <li key={`${error.path}:${error.message}`}>{error.message}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {queued && (
        <Alert
          className="fenqi-step-alert"
          type="info"
          showIcon
          role="status"
          title="申請已保留在此裝置，網路恢復後會自動送出"
          description="目前沒有網路。申請與簽名已保存在此裝置，關閉此頁也不會遺失；送出後會帶您到完成頁。"
        />
      )}
      {waitingInPage && (
        <SendWaitsForNetwork description="請保持此頁開啟。為保護您的資料，您設定的密碼不會保存在裝置上。" />
      )}
      {!contractsDone && (
        <Typography.Text type="warning" role="note">
          請先閱讀並同意全部三份契約（含簽名），才能送出申請。
        </Typography.Text>
      )}
      {needsPassword ? (
        <Step5PasswordAgain
          onSubmit={sendWithPassword}
          disabled={!contractsDone}
          loading={submit.pending}
          serverErrors={passwordErrors}
        />
      ) : (
        <StepNav
          step={5}
          nextText={queued ? '等待網路' : '送出申請'}
          onNext={send}
          disabled={!contractsDone || queued}
          loading={submit.pending && !queued}
        />
      )}
    </WizardFrame>
  );
}

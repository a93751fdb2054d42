import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import type { GuardianPhones, MinorDetail } from '../../../api/v2/minor';
import { FormAnswersView } from '../../../forms/FormAnswersView';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { storedGuardianPhones } from '../guardian-phones-store';
import { GUARDIANS_STEP } from '../minor-flow';
import { InfoTable } from '../../../ui/InfoTable';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * The confirm page: the phones saved (from this send or kept in this browser) and the form's other
 * answers, or why none are needed.
 */
export function MinorConfirmed({ run }: FlowPartProps<MinorDetail | null>) {
  const detail = run.loaded;
  const home = (
    <Link to={ROUTE_PATHS.memberHome}>
      <Button type="primary">回會員中心</Button>
    </Link>
  );
  if (!detail) {
    return (
      <Result status="info" title="無需法定代理人同意" subTitle="此案件的申請人申請時已成年。" extra={home} />
    );
  }
  const phones = (run.result as GuardianPhones | null) ?? storedGuardianPhones(detail.appCaseNo);
  return (
    <>
      <Result
        status="success"
        title="法定代理人同意完成"
        subTitle={`案件 ${detail.appCaseNo} 的法定代理人資料已送出，我們將以簡訊與您確認。`}
      />
      {phones && (
        <InfoTable
          items={[
            { key: '1', label: '法定代理人手機', children: phones.appMinorFaday1Cellphone },
            { key: '2', label: '第二位法定代理人手機', children: phones.appMinorFaday2Cellphone || '—' },
          ]}
        />
      )}
      <FormAnswersView
        form="minorGuardians"
        data={run.finished ? run.forms[GUARDIANS_STEP] : detail.answers}
      />
      <div className="fenqi-flow-finish-actions">{home}</div>
    </>
  );
}

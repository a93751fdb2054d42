import { Alert, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { loadForm } from '../../../forms/load-form';
import { flowUrl } from '../../../step-flow/flow-definition';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { MEM_CLASS_STUDENT } from '../model/order-forms';
import { orderFlow, type OrderContext, type OrderLoaded } from '../order-flow';
import { APPLICANT_RECAP, PRODUCT_RECAP, recapRows, type RecapForm, type RecapRow } from '../order-recap';
import { InfoTable } from '../../../ui/InfoTable';
import { useSchoolLabels } from './use-school-labels';
import { ROUTE_PATHS } from '../../../domain/route-paths';

const SCHOOL_FIELDS: readonly string[] = ['schoolSerNo', 'schoolDepNo', 'schoolGrade'];

function useRecapForms(): [RecapForm, RecapForm] | null {
  const [forms, setForms] = useState<[RecapForm, RecapForm] | null>(null);
  useEffect(() => {
    let current = true;
    // The forms' own titles and option labels name the recap's lines (a form is data).
    Promise.all([loadForm('orderProduct'), loadForm('orderApplicant')]).then(
      (modules) => current && setForms(modules),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return forms;
}

function RecapTable({ title, rows, editTo }: { title: string; rows: RecapRow[]; editTo: string | null }) {
  return (
    <InfoTable
      title={title}
      extra={editTo && <Link to={editTo}>修改</Link>}
      items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
    />
  );
}

/**
 * The confirm step's body: the order and the applicant as they will be sent (the documents went
 * up on the step before), each with a way back to change it; once sent, what was sent and the
 * case number, with no way to change it.
 */
export function OrderRecap({ run }: FlowPartProps<OrderLoaded, OrderContext>) {
  const loaded = run.loaded;
  const product = run.forms.product ?? {};
  const applicant = run.forms.applicant ?? {};
  const forms = useRecapForms();
  const student = applicant.memClass === MEM_CLASS_STUDENT;
  const labels = useSchoolLabels(
    student ? applicant.schoolSerNo : undefined,
    student ? applicant.schoolDepNo : undefined,
  );
  const sent = loaded.appCaseNo;
  const editTo = (path: string) => (sent ? null : flowUrl(orderFlow, path, run.ctx));
  const applicantKeys = APPLICANT_RECAP.filter((key) => student || !SCHOOL_FIELDS.includes(key));

  return (
    <div className="fenqi-order-recap" data-testid="order-recap">
      {sent ? (
        <Alert
          type="success"
          showIcon
          title={`訂單已送出，案件編號 ${sent}`}
          description="訂單送出後內容無法再修改。"
        />
      ) : (
        <Alert type="info" showIcon title="請確認訂單內容與申請資料，送出後將無法修改。" />
      )}
      {forms ? (
        <>
          <RecapTable
            title="訂單內容"
            rows={recapRows(forms[0], product, PRODUCT_RECAP)}
            editTo={editTo(ROUTE_PATHS.orderStep1)}
          />
          <RecapTable
            title="申請人資料"
            rows={recapRows(forms[1], applicant, applicantKeys, labels)}
            editTo={editTo(ROUTE_PATHS.orderStep2)}
          />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </div>
  );
}

import { Alert } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { MemberInfoData } from '../../../api/v2/types/member';
import { FormView } from '../../../forms/FormView';
import type { ServerFieldError } from '../../../forms/server-errors';
import { LeaveGuard } from '../../../step-flow/LeaveGuard';
import { emailRepeatedActions, saveInfoActions } from '../actions';
import { EMAIL_TAKEN_MESSAGE, formDataOf, hasUnsavedEdits, isNewEmail } from '../member-info-data';
import { memberInfoLookups } from '../member-info-lookups';
import { selectMember } from '../slice';

const FORM_CONTEXT = { lookups: memberInfoLookups };

/**
 * The memberInfo form (schemas/memberInfo.json) filled with the loaded record, which the server
 * completes from the member's newest application (said above the form). A changed email is
 * checked against other members' while typing; the server's 422 details show under their fields.
 * Leaving with unsaved edits asks first, as a flow step does.
 */
export function MemberInfoForm() {
  const dispatch = useDispatch();
  const { basicInfo, saveInfo, emailCheck } = useSelector(selectMember);
  const { record } = basicInfo;
  const loaded = useMemo(() => (record ? formDataOf(record) : {}), [record]);
  const [data, setData] = useState<Partial<MemberInfoData>>(loaded);
  const lastEmail = useRef(loaded.email);

  // A (re)loaded record replaces the form: after a save it is what the server now holds.
  useEffect(() => {
    setData(loaded);
    lastEmail.current = loaded.email;
  }, [loaded]);

  const onChange = (next: Partial<MemberInfoData>) => {
    setData(next);
    if (next.email !== lastEmail.current) {
      lastEmail.current = next.email;
      if (next.email && isNewEmail(next.email, record?.email))
        dispatch(emailRepeatedActions.request(next.email));
    }
  };

  const emailTaken =
    emailCheck.isRepeated === true &&
    emailCheck.email === data.email &&
    isNewEmail(data.email, record?.email);
  const serverErrors = useMemo<ServerFieldError[]>(
    () => [
      ...saveInfo.fieldErrors,
      ...(emailTaken ? [{ path: '/email', message: EMAIL_TAKEN_MESSAGE }] : []),
    ],
    [saveInfo.fieldErrors, emailTaken],
  );
  const otherFailure = saveInfo.status === 'fail' && !saveInfo.pending && saveInfo.fieldErrors.length === 0;

  return (
    <>
      <LeaveGuard
        active={hasUnsavedEdits(data, loaded) && !saveInfo.pending}
        onUnload
        title="尚有資料未儲存"
        content="離開後，這次修改的基本資料將不會保留。確定要離開嗎？"
      />
      {record?.filledFromCaseNo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`尚未儲存過的欄位，已帶入您最近一次申辦（案件編號 ${record.filledFromCaseNo}）時填寫的資料，請確認後按「儲存」。`}
        />
      )}
      <FormView<Partial<MemberInfoData>>
        name="memberInfo"
        formData={data}
        onChange={onChange}
        onSubmit={(form) => dispatch(saveInfoActions.request(form as MemberInfoData))}
        formContext={FORM_CONTEXT}
        serverErrors={serverErrors}
        disabled={saveInfo.pending}
      />
      {otherFailure && <Alert type="error" showIcon role="alert" title={saveInfo.message} />}
    </>
  );
}

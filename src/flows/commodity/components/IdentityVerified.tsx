import { Alert, Button, Modal } from 'antd';
import { useDispatch } from 'react-redux';
import { applicationCleared, type ApplicantKind } from '../actions';

/** Props of step 1 once the identity is verified. */
export interface IdentityVerifiedProps {
  idCardNo: string | undefined;
  kind: ApplicantKind;
}

/**
 * Step 1 after a successful login or draft opening: the verified ID number, so that going back to
 * step 1 asks for no second login; starting over with another ID number forgets this application.
 */
export function IdentityVerified({ idCardNo, kind }: IdentityVerifiedProps) {
  const dispatch = useDispatch();
  const [modal, holder] = Modal.useModal();
  const startOver = () =>
    modal.confirm({
      title: '改用其他身分證字號？',
      content: '目前這份申請在此裝置上填寫的資料將被清除，需重新驗證身分。',
      okText: '清除並重新開始',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => {
        dispatch(applicationCleared());
      },
    });
  return (
    <>
      {holder}
      <Alert
        type="success"
        showIcon
        title="已完成身分驗證"
        description={`身分證字號 ${idCardNo ?? ''}（${kind === 'member' ? '會員' : '首次申辦'}）`}
        action={
          <Button size="small" onClick={startOver}>
            改用其他身分證字號
          </Button>
        }
      />
    </>
  );
}

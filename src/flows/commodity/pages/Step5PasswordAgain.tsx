import { Alert } from 'antd';
import { FormView } from '../../../forms/FormView';
import type { ServerFieldError } from '../../../forms/server-errors';
import { StepNav } from '../components/StepNav';

/** The new-member form's data (schemas/newMember.json). */
export interface NewMemberPassword {
  password?: string;
  confirmPassword?: string;
  acceptMember?: boolean;
}

/** Props of step 5's password form. */
export interface Step5PasswordAgainProps {
  /** Sends the application with the password typed again. */
  onSubmit: (data: NewMemberPassword) => void;
  disabled: boolean;
  loading: boolean;
  serverErrors: readonly ServerFieldError[];
}

/**
 * A new member's password lives only in memory until the application is sent; after a reload it
 * is gone (a send pressed offline went with it: it cannot wait on the device without the
 * password), so the member is told the application was not sent and asked for it again here
 * (the new-member form of step 1: password, confirm, accept); the form's submit button is the
 * step's 送出申請.
 */
export function Step5PasswordAgain({ onSubmit, disabled, loading, serverErrors }: Step5PasswordAgainProps) {
  return (
    <div className="fenqi-password-again">
      <Alert
        type="warning"
        showIcon
        title="申請尚未送出：密碼不會保存在這台裝置上，請重新輸入密碼後送出"
        description="為保護您的資料，您在第 1 步設定的會員密碼只留在開啟的頁面，重新整理後需再次輸入。已填寫的資料、上傳的文件與簽名都已保存；送出申請後即可用此密碼登入會員中心。"
      />
      <FormView<NewMemberPassword>
        name="newMember"
        onSubmit={onSubmit}
        serverErrors={serverErrors}
        disabled={loading}
      >
        <StepNav step={5} nextText="送出申請" loading={loading} disabled={disabled} />
      </FormView>
    </div>
  );
}

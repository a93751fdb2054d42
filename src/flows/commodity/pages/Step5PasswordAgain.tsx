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
 * is gone, so it is asked again here (the new-member form of step 1: password, confirm, accept)
 * and the form's submit button is the step's 送出申請.
 */
export function Step5PasswordAgain({ onSubmit, disabled, loading, serverErrors }: Step5PasswordAgainProps) {
  return (
    <div className="fenqi-password-again">
      <Alert
        type="info"
        showIcon
        title="請再次設定會員密碼"
        description="為保護您的資料，重新整理頁面後需再次輸入您在第 1 步設定的會員密碼，送出申請後即可用此密碼登入會員中心。"
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

import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordPanel } from '../components/ForgotPasswordPanel';
import { ResetPasswordPanel } from '../components/ResetPasswordPanel';

/**
 * /member/forgot-pwd and /member/forgotPwd: without `?token=` asks for a reset link; with it
 * (the link in the mail) sets the new password.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <AuthCard title="重設密碼">
      <ResetPasswordPanel token={token} />
    </AuthCard>
  ) : (
    <AuthCard title="忘記密碼">
      <ForgotPasswordPanel />
    </AuthCard>
  );
}

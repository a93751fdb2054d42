import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** The forgot-password page. */
const FORGOT_PASSWORD_PATH = ROUTE_PATHS.forgotPwd;

/**
 * What the membership check of step 1 means for the member: log in with the password they have,
 * or set one now as a new member. Nothing while the ID number is not checked yet.
 */
export function MemberHint({ isMember }: { isMember: boolean | undefined }) {
  if (isMember === undefined) return null;
  if (isMember) {
    return (
      <Alert
        type="info"
        showIcon
        title="您已是會員，請輸入會員登入密碼繼續申辦。"
        action={<Link to={FORGOT_PASSWORD_PATH}>忘記密碼？</Link>}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title="歡迎首次申辦！請設定會員密碼並同意加入會員，送出申請後即可用身分證字號與此密碼登入。"
    />
  );
}

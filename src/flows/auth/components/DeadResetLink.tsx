import { Result } from 'antd';
import { LinkButton } from '../../../ui/LinkButton';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** What a reset link that cannot be used says, by its §8 code (401-04: a newer mail replaced it). */
const DEAD_LINKS: Record<string, { title: string; detail: string }> = {
  '401-01': {
    title: '此重設密碼連結已使用過',
    detail: '已經用這封信的連結設定過新密碼。若仍需重設，請重新申請重設密碼信。',
  },
  '401-04': {
    title: '已有較新的重設信，請使用最新一封',
    detail: '您之後又申請了重設密碼，只有最新一封重設信中的連結有效。請開啟最新一封信，或重新申請。',
  },
  '401-02': {
    title: '此重設密碼連結已過期',
    detail: '重設密碼連結於寄出後 24 小時內有效，請重新申請重設密碼信。',
  },
  '401-03': {
    title: '此重設密碼連結無效',
    detail: '連結可能不完整，請確認已完整開啟信中的連結，或重新申請重設密碼信。',
  },
};

/** Whether a failed reset-link call means the link itself cannot be used (its state, not a glitch). */
export function isDeadLinkCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && code in DEAD_LINKS;
}

/** The state of a reset link that cannot be used, shown instead of the new-password form. */
export function DeadResetLink({ code }: { code: string }) {
  const { title, detail } = DEAD_LINKS[code];
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail}
      extra={
        <LinkButton to={ROUTE_PATHS.forgotPwd} type="primary">
          重新申請重設密碼
        </LinkButton>
      }
    />
  );
}

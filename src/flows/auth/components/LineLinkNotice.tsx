import { Alert, Checkbox } from 'antd';

/**
 * After LINE said "not linked" (015.407): tells the member to log in with ID number and password
 * and offers to link that LINE account in the same login.
 */
export function LineLinkNotice(props: {
  message: string | null;
  link: boolean;
  onLinkChange: (link: boolean) => void;
}) {
  const { message, link, onLinkChange } = props;
  return (
    <Alert
      type="info"
      showIcon
      title={message ?? '此 LINE 帳號尚未綁定會員'}
      description={
        <>
          <div>請先以身分證字號與密碼登入。</div>
          <Checkbox checked={link} onChange={(event) => onLinkChange(event.target.checked)}>
            登入後同時綁定此 LINE 帳號，下次可用 LINE 快速登入
          </Checkbox>
        </>
      }
    />
  );
}

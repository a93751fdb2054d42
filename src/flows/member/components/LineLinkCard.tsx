import { Alert, Button, Card, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { dialogShown } from '../../../store/global-ui/actions';
import { lineLinkActions, lineUnlinkActions } from '../actions';
import { useLineClient } from '../../../line/line-client-context';
import { LINE_LINK_RETURN_QUERY } from '../member-paths';
import { selectMember } from '../slice';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** Where LINE's login page sends the browser back to finish linking. */
const returnUrl = () => `${window.location.origin}${ROUTE_PATHS.info}?${LINE_LINK_RETURN_QUERY}=1`;

/**
 * LINE linking on /member/info (shown only while the server verifies LINE tokens). Linking needs
 * the LIFF app (no LIFF id: no link button, and no card for a member with nothing linked); a
 * linked account can always be unlinked.
 */
export function LineLinkCard() {
  const dispatch = useDispatch();
  const client = useLineClient();
  const { basicInfo, lineLink, lineUnlink } = useSelector(selectMember);
  const [params, setParams] = useSearchParams();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resumed = useRef(false);
  const linked = basicInfo.isLineLinked;

  const link = () => {
    if (!client) return;
    setStarting(true);
    setProblem(null);
    client
      .init()
      .then(() => {
        if (!client.isLoggedIn()) return client.login(returnUrl()); // the browser leaves for LINE
        const token = client.getAccessToken();
        if (!token) throw new Error('no LINE access token');
        setStarting(false);
        dispatch(lineLinkActions.request(token));
      })
      .catch(() => {
        setStarting(false);
        setProblem('LINE 服務暫時無法使用，請稍後再試');
      });
  };

  // Back from LINE's login page: finish the link the member started, once.
  const returning = params.has(LINE_LINK_RETURN_QUERY);
  useEffect(() => {
    if (!returning || resumed.current || !client) return;
    resumed.current = true;
    setParams(
      (current) => {
        current.delete(LINE_LINK_RETURN_QUERY);
        return current;
      },
      { replace: true },
    );
    if (!linked) link();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per return from LINE
  }, [returning, client]);

  const confirmUnlink = () =>
    dispatch(
      dialogShown({
        kind: 'confirm',
        title: '解除 LINE 綁定',
        message: '解除後將無法使用 LINE 快速登入，確定要解除綁定嗎？',
        okText: '解除綁定',
        cancelText: '取消',
        okAction: lineUnlinkActions.request(),
      }),
    );

  const outcome = [lineLink, lineUnlink].find((call) => call.status !== 'none' && !call.pending);
  // Nothing to show or do: not linked, and no LIFF app to link with (an unlink just now still reports).
  if (!linked && !client && !outcome) return null;
  return (
    <Card title="LINE 快速登入" size="small">
      <div className="fenqi-member-stack">
        <div className="fenqi-member-field">
          <span className="fenqi-member-label">LINE 帳號</span>
          <span className="fenqi-member-value">
            <Tag color={linked ? 'success' : 'default'}>{linked ? '已綁定' : '尚未綁定'}</Tag>
          </span>
        </div>
        {(linked || client) && (
          <Typography.Text type="secondary">
            {linked
              ? '您可以使用 LINE 一鍵登入會員中心。'
              : '綁定 LINE 帳號後，下次可使用 LINE 一鍵登入會員中心。'}
          </Typography.Text>
        )}
        {linked ? (
          <Button danger loading={lineUnlink.pending} onClick={confirmUnlink}>
            解除綁定
          </Button>
        ) : (
          client && (
            <Button className="fenqi-line-button" loading={starting || lineLink.pending} onClick={link}>
              綁定 LINE 帳號
            </Button>
          )
        )}
        {problem && <Alert type="warning" showIcon title={problem} />}
        {outcome && (
          <Alert
            type={outcome.status === 'success' ? 'success' : 'error'}
            showIcon
            role="status"
            title={outcome.message}
          />
        )}
      </div>
    </Card>
  );
}

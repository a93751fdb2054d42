import { Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { appConfig } from '../../../api/app-config';
import { LineLinkCard } from '../components/LineLinkCard';
import { MemberShortcuts } from '../components/MemberShortcuts';
import { OpenCasesCard } from '../components/OpenCasesCard';
import { selectAuth } from '../selectors';
import { lineIntegrationActions, memberHomeActions } from '../slice';
import '../auth.css';

/** /member (auth-guarded): a greeting with the member's name, the open cases and shortcut cards. */
export default function MemberHomePage() {
  const dispatch = useDispatch();
  const { memberHome, lineIntegration } = useSelector(selectAuth);
  const liffConfigured = Boolean(appConfig().liffId);

  useEffect(() => {
    dispatch(memberHomeActions.request());
  }, [dispatch]);
  useEffect(() => {
    if (liffConfigured && lineIntegration.status === 'none' && !lineIntegration.pending) {
      dispatch(lineIntegrationActions.request());
    }
  }, [dispatch, liffConfigured, lineIntegration.status, lineIntegration.pending]);

  const name = memberHome.summary?.name;
  return (
    <div className="fenqi-member-home">
      <Typography.Title level={2}>{name ? `${name} 您好` : '您好'}，歡迎回到會員中心</Typography.Title>
      <OpenCasesCard call={memberHome} summary={memberHome.summary} />
      <MemberShortcuts />
      <LineLinkCard enabled={lineIntegration.isEnabled === true} />
    </div>
  );
}

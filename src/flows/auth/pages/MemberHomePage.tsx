import { Skeleton } from 'antd';
import { PageTitle } from '../../../ui/PageTitle';
import { useRevealInBackground } from '../../../ui/use-reveal-in-background';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { appConfig } from '../../../api/app-config';
import { NextPaymentCard } from '../components/home/NextPaymentCard';
import { TasksCard } from '../components/home/TasksCard';
import { LineLinkCard } from '../components/LineLinkCard';
import { MemberShortcuts } from '../components/MemberShortcuts';
import { OpenCasesCard } from '../components/OpenCasesCard';
import { isMemberHomeOverview } from '../member-home-data';
import { selectAuth } from '../selectors';
import { lineIntegrationActions, memberHomeActions } from '../slice';
import '../auth.css';
import '../components/home/home.css';

/**
 * /member (auth-guarded): a greeting with the member's name, then what waits on them (對保,
 * signing, a guarantor, a supplement), the next payment due, the open cases and shortcut cards.
 */
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

  const summary = memberHome.summary;
  const overview = isMemberHomeOverview(summary) ? summary : null;
  const name = summary?.name;
  const title = (
    <PageTitle className="fenqi-home-greeting">{name ? `${name} 您好` : '您好'}，歡迎回到會員中心</PageTitle>
  );
  // Until the overview is in, one placeholder where the cards will be and nothing below it: the
  // cards then take its place and nothing already on screen moves (no layout shift as they arrive).
  // They are drawn in the background once the overview is in (use-reveal-in-background).
  const revealed = useRevealInBackground(overview !== null || memberHome.status === 'fail');
  if (!revealed)
    return (
      <div className="fenqi-member-home">
        {title}
        <div className="fenqi-home-loading" data-testid="home-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    );
  return (
    <div className="fenqi-member-home">
      {title}
      {overview && <TasksCard tasks={overview.tasks} />}
      {overview?.nextPayment && <NextPaymentCard payment={overview.nextPayment} />}
      <OpenCasesCard call={memberHome} overview={overview} />
      <MemberShortcuts />
      <LineLinkCard enabled={lineIntegration.isEnabled === true} />
    </div>
  );
}

import { Button, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { midClauseActions } from '../actions';
import { selectMember } from '../slice';
import '../member.css';
import { PageTitle } from '../../../ui/PageTitle';

/** /member/info/midContract (open to visitors: applicants read it before they have an account). */
export default function MidContractPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { midClause } = useSelector(selectMember);
  const { clause } = midClause;

  useEffect(() => {
    dispatch(midClauseActions.request());
  }, [dispatch]);

  if (!clause) {
    if (midClause.status === 'fail' && !midClause.pending) {
      return (
        <Result
          status="warning"
          title="條款暫時無法顯示"
          subTitle={midClause.message}
          extra={
            <Button type="primary" onClick={() => dispatch(midClauseActions.request())}>
              重新載入
            </Button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 12 }} />;
  }
  const published = dayjs(clause.publishedAt);
  return (
    <article className="fenqi-mid-clause" aria-labelledby="mid-clause-title">
      <PageTitle look={2} id="mid-clause-title">
        {clause.title}
      </PageTitle>
      <p className="fenqi-mid-clause-meta">
        <span>版本 {clause.appMidClausever}</span>
        {published.isValid() && (
          <time dateTime={clause.publishedAt}>{published.format('YYYY/MM/DD')} 公告</time>
        )}
      </p>
      <div className="fenqi-mid-clause-body">{clause.content}</div>
      {/* Opened from the application or from /member/info: back is where the member came from. */}
      <Button onClick={() => navigate(-1)}>返回</Button>
    </article>
  );
}

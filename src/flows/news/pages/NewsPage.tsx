import { Button, Empty, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NewsCard } from '../components/NewsCard';
import { newsActions, selectNews } from '../slice';
import '../news.css';
import { PageTitle } from '../../../ui/PageTitle';

/** /member/news: the announcements, newest first, each readable on a phone. */
export default function NewsPage() {
  const dispatch = useDispatch();
  const { list } = useSelector(selectNews);
  const load = () => dispatch(newsActions.request());

  useEffect(() => {
    dispatch(newsActions.request());
  }, [dispatch]);

  let body;
  if (list.items.length > 0) {
    body = (
      <div className="fenqi-news-list">
        {list.items.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
      </div>
    );
  } else if (list.status === 'fail' && !list.pending) {
    body = (
      <Result
        status="warning"
        title="最新消息暫時無法顯示"
        subTitle={list.message}
        extra={
          <Button type="primary" onClick={load}>
            重新載入
          </Button>
        }
      />
    );
  } else if (list.status === 'success' && !list.pending) {
    body = <Empty className="fenqi-news-empty" description="目前沒有最新消息" />;
  } else {
    body = <Skeleton active paragraph={{ rows: 4 }} aria-label="最新消息載入中" />;
  }

  return (
    <section className="fenqi-news-page" aria-labelledby="news-heading">
      <PageTitle look={2} id="news-heading">
        最新消息
      </PageTitle>
      {body}
    </section>
  );
}

import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { NewsItem } from '../../../api/v2/news';

/** Longer announcements start collapsed to a few lines, so a phone shows several titles at once. */
export const COLLAPSE_AFTER_CHARS = 90;

/** Whether the collapsed body hides text; true where nothing can be measured (no layout yet). */
function useClamped(body: RefObject<HTMLElement | null>, collapsible: boolean, expanded: boolean) {
  const [clamped, setClamped] = useState(true);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element || !collapsible || expanded) return;
    const measure = () => {
      // A wide screen may fit the whole text in the collapsed lines: then there is nothing to expand.
      if (element.clientHeight > 0) setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [body, collapsible, expanded]);
  return clamped;
}

/** One announcement: date, title and body, a long body folded with 展開全文 / 收合. */
export function NewsCard({ item }: { item: NewsItem }) {
  const collapsible = item.content.length > COLLAPSE_AFTER_CHARS;
  const [expanded, setExpanded] = useState(false);
  const body = useRef<HTMLParagraphElement>(null);
  const clamped = useClamped(body, collapsible, expanded);
  const folded = collapsible && !expanded;
  const bodyId = `news-${item.id}-body`;
  const published = dayjs(item.publishedAt);

  return (
    <article className="fenqi-news-item" aria-labelledby={`news-${item.id}-title`}>
      <time className="fenqi-news-date" dateTime={item.publishedAt}>
        {published.isValid() ? published.format('YYYY/MM/DD') : item.publishedAt}
      </time>
      <h2 className="fenqi-news-title" id={`news-${item.id}-title`}>
        {item.title}
      </h2>
      <p ref={body} id={bodyId} className={folded ? 'fenqi-news-body is-folded' : 'fenqi-news-body'}>
        {item.content}
      </p>
      {collapsible && (clamped || expanded) && (
        <Button
          type="link"
          className="fenqi-news-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '收合' : '展開全文'}
        </Button>
      )}
    </article>
  );
}

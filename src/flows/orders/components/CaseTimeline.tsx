import { Timeline, Typography } from 'antd';
import type { CaseEvent } from '../../../api/v2/cases';
import { formatDay } from '../display-format';

/** The case's status history, newest first, with the operator's note where one was left. */
export function CaseTimeline({ events }: { events: CaseEvent[] }) {
  const items = [...events].reverse().map((event, index) => ({
    key: `${event.createdAt}-${index}`,
    color: index === 0 ? 'blue' : 'gray',
    content: (
      <>
        <Typography.Text strong>{event.toStatusLabel}</Typography.Text>
        <Typography.Text type="secondary"> {formatDay(event.createdAt)}</Typography.Text>
        {event.note && <div className="fenqi-timeline-note">{event.note}</div>}
      </>
    ),
  }));
  return (
    <section className="fenqi-detail-section" aria-labelledby="order-history">
      <Typography.Title level={5} id="order-history">
        審核進度
      </Typography.Title>
      <Timeline items={items} />
    </section>
  );
}

import { Tag } from 'antd';
import type { CaseView } from '../../../api/v2/types/common';
import { statusWordsOf, TONE_COLORS } from '../status-words';

/** The server's short status label as a coloured tag (orange where the member has to act). */
export function StatusTag({ item }: { item: CaseView }) {
  const { tone } = statusWordsOf(item);
  return (
    <Tag color={TONE_COLORS[tone]} className="fenqi-status-tag" data-testid="case-status">
      {item.statusLabel}
    </Tag>
  );
}

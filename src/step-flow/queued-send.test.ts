import type { QueueItem } from '../api/offline/queue/queue-item';
import { stepSendGroup, stepSendTargetOf, stepSendWaiting } from './queued-send';

const queued = (group: string, extra: Partial<QueueItem> = {}): QueueItem => ({
  id: Math.random().toString(16).slice(2),
  kind: 'send',
  owner: 'guest /api/v2/guests/guarantor/x',
  group,
  label: '保證人資料',
  queuedAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  request: { method: 'POST', url: 'http://fenqi.test/x', headers: {}, body: { type: 'json', json: {} } },
  ...extra,
});

describe('a step’s send in the offline queue', () => {
  it('is grouped by flow, step and link, and the group names them back (a link with spaces too)', () => {
    const target = { flow: 'guarantor', step: 'guarantor', contextKey: '{"signPath":"a b"}' };
    const group = stepSendGroup(target);
    expect(stepSendTargetOf(group)).toEqual(target);
    expect(stepSendTargetOf('/api/v2/members/commodity-cases')).toBeNull();
    expect(stepSendTargetOf('step-send guarantor')).toBeNull();
  });

  it('waits while a request of it is neither stored nor refused', () => {
    const group = stepSendGroup({ flow: 'idVerify', step: 'signatures', contextKey: '{"caseId":"7"}' });
    const other = stepSendGroup({ flow: 'idVerify', step: 'signatures', contextKey: '{"caseId":"8"}' });
    expect(stepSendWaiting([queued(group, { kind: 'upload', sentAt: 5 }), queued(group)], group)).toBe(true);
    expect(stepSendWaiting([queued(other)], group)).toBe(false);
    expect(stepSendWaiting([queued(group, { sentAt: 5 })], group)).toBe(false);
    expect(
      stepSendWaiting([queued(group, { refusal: { status: 422, message: '保證案件已失效' } })], group),
    ).toBe(false);
  });
});

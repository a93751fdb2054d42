import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiveApi, type LiveApi } from '../../../../tests/support/live-api';
import { endSession } from '../../../api/session-cookies';
import { renderMemberPage } from '../member-test-kit';
import MidContractPage from './MidContractPage';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());
beforeEach(() => endSession()); // applicants read it before they have an account

const openClause = () => renderMemberPage(<MidContractPage />, { path: '/member/info/midContract' });

it('shows the newest clause with its version and publishing date', async () => {
  const clause = await api.server.db
    .selectFrom('mid_clauses')
    .selectAll()
    .orderBy('published_at', 'desc')
    .executeTakeFirstOrThrow();
  openClause();
  await screen.findByRole('heading', { name: clause.title });
  expect(screen.getByText(`版本 ${clause.version}`)).toBeTruthy();
  expect(screen.getByText(/^\d{4}\/\d{2}\/\d{2} 公告$/).getAttribute('datetime')).toBe(clause.published_at);
  expect(screen.getByText(/本公司為辦理商品分期付款/)).toBeTruthy();
  expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
});

it('says so with a retry when no clause is published, and shows it once there is one', async () => {
  const saved = await api.server.db.selectFrom('mid_clauses').selectAll().execute();
  await api.server.db.deleteFrom('mid_clauses').execute();
  // The server keeps reference data in memory; a change made behind its back is announced.
  api.server.ctx.reference.invalidate();
  try {
    openClause();
    await screen.findByText('條款暫時無法顯示');
  } finally {
    await api.server.db.insertInto('mid_clauses').values(saved).execute();
    api.server.ctx.reference.invalidate();
  }
  await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
  await screen.findByText(`版本 ${saved[0].version}`);
});

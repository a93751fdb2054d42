import { DRAFT_MAX_AGE_MS, removeAllDrafts, sweepExpiredDrafts } from './kept-drafts';

const NOW = Date.parse('2026-11-27T10:00:00Z');

function fill(store: Storage): void {
  store.clear();
  store.setItem('fenqi.flow.idVerify.12', JSON.stringify({ forms: {}, completed: [], savedAt: NOW - 1000 }));
  store.setItem(
    'fenqi.flow.guarantor.old-link',
    JSON.stringify({ forms: {}, completed: [], savedAt: NOW - DRAFT_MAX_AGE_MS - 1 }),
  );
  store.setItem('fenqi.flow.minor.undated', JSON.stringify({ forms: {}, completed: [] }));
  store.setItem('fenqi.commodity.A123456789', JSON.stringify({ savedAt: '2026-11-26T09:00:00.000Z' }));
  store.setItem('fenqi.commodity.F223456786', JSON.stringify({ savedAt: '2026-11-01T09:00:00.000Z' }));
  store.setItem('fenqi.commodity.last', 'A123456789');
  store.setItem('fenqi.chunkReloadAt', '1');
}

const keys = (store: Storage) => Object.keys({ ...store }).sort();

describe('drafts kept on the device', () => {
  it('are removed after 7 days (an undated one from an older build at once); the rest stays', () => {
    fill(localStorage);
    sweepExpiredDrafts([localStorage], NOW);
    expect(keys(localStorage)).toEqual([
      'fenqi.chunkReloadAt',
      'fenqi.commodity.A123456789',
      'fenqi.commodity.last',
      'fenqi.flow.idVerify.12',
    ]);
  });

  it('are all removed at logout, in localStorage and in the tab’s sessionStorage; nothing else is', () => {
    fill(localStorage);
    fill(sessionStorage);
    removeAllDrafts([localStorage, sessionStorage]);
    expect(keys(localStorage)).toEqual(['fenqi.chunkReloadAt']);
    expect(keys(sessionStorage)).toEqual(['fenqi.chunkReloadAt']);
  });
});

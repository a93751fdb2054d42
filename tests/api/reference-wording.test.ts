/** @jest-environment node */
import { PATHS } from '../../src/app/paths';
import midClause from '../../src/server/db/seed/mid-clause.json';
import news from '../../src/server/db/seed/news.json';
import { startTestServer, type TestServer } from './test-server';

/** The titles of the app's pages (what the sidebar, the tab and the page heading call them). */
const PAGE_TITLES = new Set(Object.values(PATHS).map((page) => page.title));

/**
 * The seeded reference data names things as the app does — the mid clause's page is
 * called by the clause's own title and shows the day that version was published, and news sends
 * members only to pages that exist.
 */
describe('reference data wording', () => {
  it('names every page a news item sends members to (「…」頁面) as the app names it', () => {
    const named = news.flatMap((item) =>
      [...item.content.matchAll(/「([^」]+)」\s*頁/g)].map((match) => ({ id: item.id, page: match[1] })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { id, page } of named)
      expect({ id, page, exists: PAGE_TITLES.has(page) }).toEqual({ id, page, exists: true });
  });

  it('calls the mid clause page by the clause’s own title, in the member frame with its sidebar', () => {
    expect(PATHS.midContract.title).toBe(midClause.title);
    expect(PATHS.midContract.layout).toBe(PATHS.info.layout);
    expect(PATHS.midContract.guard).toBe('none'); // applicants read it before they have an account
  });

  describe('GET /members/mid-clause', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.stop());

    it('answers the day the version was published, not the day the database was made', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v2/members/mid-clause' });
      expect(res.statusCode).toBe(200);
      const clause = res.json();
      expect(clause.appMidClausever).toBe('2024.06');
      expect(clause.publishedAt).toBe(new Date(midClause.publishedAt).toISOString());
      expect(clause.publishedAt.startsWith('2024-06')).toBe(true);
    });
  });
});

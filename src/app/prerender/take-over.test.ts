import type { PrerenderManifest } from './prerender-manifest';
import { mayTakeOver, type OpeningPage } from './take-over';

const GUARANTOR: PrerenderManifest = {
  path: '/member/guarantor',
  member: false,
  forms: [],
  query: ['signPath'],
};
const OPENED: OpeningPage = {
  pathname: '/member/guarantor',
  search: '?signPath=ab12cd',
  loggedIn: false,
  lineLogin: false,
};

describe('taking over a prerendered page', () => {
  it('takes over the page the HTML was drawn for, in the same state', () => {
    expect(mayTakeOver(GUARANTOR, OPENED)).toBe(true);
  });

  it('draws anew a page that was not prerendered', () => {
    expect(mayTakeOver(null, OPENED)).toBe(false);
  });

  it('draws anew when the HTML is of another route (the server fell back to another page)', () => {
    expect(mayTakeOver(GUARANTOR, { ...OPENED, pathname: '/member/vehicleLoans' })).toBe(false);
  });

  it('draws anew when the session differs from the one the HTML was drawn with', () => {
    expect(mayTakeOver(GUARANTOR, { ...OPENED, loggedIn: true })).toBe(false);
    expect(mayTakeOver({ ...GUARANTOR, member: true }, OPENED)).toBe(false);
  });

  it('draws anew a link without the query the page was drawn with (it shows another page)', () => {
    expect(mayTakeOver(GUARANTOR, { ...OPENED, search: '' })).toBe(false);
    expect(mayTakeOver(GUARANTOR, { ...OPENED, search: '?signPath=' })).toBe(false);
  });

  it('draws anew when LINE login is configured (the build draws the auth pages without it)', () => {
    expect(mayTakeOver(GUARANTOR, { ...OPENED, lineLogin: true })).toBe(false);
  });
});

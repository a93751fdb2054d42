import { manifestBlock, readPrerenderManifest, type PrerenderManifest } from './prerender-manifest';

const LOGIN: PrerenderManifest = { path: '/login', member: false, forms: ['login'], query: [] };

function pageWith(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('prerender manifest', () => {
  it('reads back what the build wrote into the page', () => {
    expect(readPrerenderManifest(pageWith(manifestBlock(LOGIN)))).toEqual(LOGIN);
  });

  it('escapes < so no value can close the data block early', () => {
    const block = manifestBlock({ ...LOGIN, path: '/x</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(readPrerenderManifest(pageWith(block))?.path).toBe('/x</script><script>alert(1)</script>');
  });

  it('is null on a page that was not prerendered or whose block is not a manifest', () => {
    expect(readPrerenderManifest(pageWith('<div id="root"></div>'))).toBeNull();
    expect(
      readPrerenderManifest(pageWith('<script type="application/json" id="fenqi-prerender">{oops</script>')),
    ).toBeNull();
    expect(
      readPrerenderManifest(
        pageWith('<script type="application/json" id="fenqi-prerender">{"forms":[]}</script>'),
      ),
    ).toBeNull();
  });

  it('keeps only the names that are strings', () => {
    const odd = '{"path":"/member","member":true,"forms":["a",3,null],"query":"signPath"}';
    expect(
      readPrerenderManifest(pageWith(`<script type="application/json" id="fenqi-prerender">${odd}</script>`)),
    ).toEqual({
      path: '/member',
      member: true,
      forms: ['a'],
      query: [],
    });
  });

  it("reads a module page's slices back, and drops slices that are not a record", () => {
    const home: PrerenderManifest = { ...LOGIN, path: '/member', member: true, slices: { auth: { a: 1 } } };
    expect(readPrerenderManifest(pageWith(manifestBlock(home)))).toEqual(home);
    const odd = '{"path":"/member","member":true,"forms":[],"query":[],"slices":["auth"]}';
    expect(
      readPrerenderManifest(pageWith(`<script type="application/json" id="fenqi-prerender">${odd}</script>`)),
    ).not.toHaveProperty('slices');
  });
});

import { pageWithData } from './data-rendered-page';

const FRAME =
  '<html><head><script>guard</script><style data-rc-order="prependQueue" data-css-hash="a">.frame{}</style>' +
  '<style data-ant-cssinjs-cache-path="x">.map{}</style><style data-fenqi-css="app.css">.app{}</style>' +
  '<title>Fenqi</title></head><body><div id="root"><div>資料加載中...</div></div>' +
  '<script type="application/json" id="fenqi-prerender">{"path":"/member/guarantor"}</script></body></html>';

describe('pageWithData', () => {
  const page = pageWithData(FRAME, {
    html: '<main>陳淑芬 $& $1</main>',
    styles: '<style data-rc-order="prependQueue" data-css-hash="b">.data{}</style>',
    manifest: { path: '/member/guarantor', member: false, forms: ['guarantor'], query: ['signPath'] },
  });

  it("puts the render's markup and manifest in place of the frame's (taken literally)", () => {
    expect(page).toContain('<div id="root"><main>陳淑芬 $& $1</main></div><script type="application/json"');
    expect(page).toContain('"forms":["guarantor"]');
    expect(page).not.toContain('資料加載中');
  });

  it("replaces the frame's antd styles where they were, ahead of the app's stylesheets", () => {
    expect(page).not.toContain('.frame{}');
    expect(page).not.toContain('.map{}');
    expect(page.indexOf('.data{}')).toBeGreaterThan(page.indexOf('guard'));
    expect(page.indexOf('.data{}')).toBeLessThan(page.indexOf('.app{}'));
  });
});

import type { BrowserContext } from 'playwright-core';

/*
 * Text zoom for the 200 % screenshots (zoom.e2e.ts). A phone's text-size setting (Android's font
 * scale, iOS Safari's text size) and Firefox's "zoom text only" make the text larger while the page
 * stays as wide as the screen — unlike page zoom, which on a desktop just gives a narrower page
 * whose text is no larger than its boxes. Chromium has no switch for it (its "font size" setting
 * only moves text sized in rem/em, and antd sizes text in px), so it is modelled here: every
 * font size of every style sheet — the built CSS, antd's CSS-in-JS and the CSS variables it reads
 * (--ant-font-size…) — and every inline font size is multiplied, px line heights with them, and
 * the root font size goes to 200 % for what is sized in rem. Sheets added later (a lazy route,
 * antd inserting styles for a component on first use) are scaled as they arrive.
 */

/**
 * Runs in the page before any of its scripts: scales the text of every style sheet by FACTOR. Kept
 * as source text: tsx would wrap the named functions of a compiled one in a helper the page lacks.
 */
const SCALE_TEXT = String.raw`
(() => {
  const factor = FACTOR;
  const done = new WeakSet();
  const scaled = new WeakSet();
  const px = /^(-?[\d.]+)px$/;
  function times(value) {
    const match = px.exec(value.trim());
    return match ? parseFloat(match[1]) * factor + 'px' : null;
  }
  function scaleDeclaration(style) {
    if (scaled.has(style)) return;
    scaled.add(style);
    for (let i = 0; i < style.length; i += 1) {
      const property = style.item(i);
      const textual =
        property === 'font-size' ||
        property === 'line-height' ||
        (property.startsWith('--') && /font-size|line-height/.test(property));
      if (!textual) continue;
      const next = times(style.getPropertyValue(property));
      if (next) style.setProperty(property, next, style.getPropertyPriority(property));
    }
  }
  function scaleRules(rules) {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) scaleDeclaration(rule.style);
      if (rule.cssRules) scaleRules(rule.cssRules);
    }
  }
  function scaleSheets() {
    for (const sheet of Array.from(document.styleSheets)) {
      if (done.has(sheet)) continue;
      try {
        scaleRules(sheet.cssRules);
        done.add(sheet);
      } catch (error) {
        // A sheet still loading has no rules yet: it is scaled on a later pass.
      }
    }
    for (const el of document.querySelectorAll('[style*="font-size"], [style*="line-height"]'))
      scaleDeclaration(el.style);
  }
  function start() {
    document.documentElement.style.fontSize = factor * 100 + '%';
    scaleSheets();
    new MutationObserver(scaleSheets).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    document.addEventListener('load', scaleSheets, true);
  }
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
`;

/** Every page of `context` shows its text at `factor` (2: 200 %). */
export async function zoomText(context: BrowserContext, factor = 2): Promise<void> {
  await context.addInitScript({ content: SCALE_TEXT.replace('FACTOR', String(factor)) });
}

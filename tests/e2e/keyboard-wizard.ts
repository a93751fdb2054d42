import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { activeOption, comboboxById, waitForChoice } from './choose-option';
import { WAIT } from './commodity-wizard';

/*
 * Keyboard-only helpers of keyboard.e2e.ts: every action is a key press or typed text
 * (page.keyboard); the page is only read, to know where the focus is and what it shows — what a
 * sighted keyboard user sees. No click, no fill, no element.focus().
 */

/** What has the focus: enough to recognise a control as a person would (its id, role and name). */
export interface Focused {
  id: string;
  tag: string;
  role: string;
  type: string;
  /** Its accessible name as far as a page script can tell (aria-label/-labelledby, label, text). */
  name: string;
  checked: boolean;
  /** For a radio: the names of the radios of its group (one Tab stop; the arrows move in it). */
  group: string[];
}

/** The focused element, described. */
export async function focused(page: Page): Promise<Focused> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { id: '', tag: 'BODY', role: '', type: '', name: '', checked: false, group: [] };
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim();
    const input = el as HTMLInputElement;
    const labels = input.labels ? [...input.labels].map((l) => l.textContent ?? '').join(' ') : '';
    const name =
      el.getAttribute('aria-label') ||
      labelledBy ||
      labels.trim() ||
      (el.innerText ?? '').replace(/\s+/g, ' ').trim();
    return {
      id: el.id,
      tag: el.tagName,
      role: el.getAttribute('role') ?? '',
      type: el.getAttribute('type') ?? '',
      name,
      checked: input.checked === true || el.getAttribute('aria-checked') === 'true',
      group:
        input.type === 'radio' && input.name
          ? [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${input.name}"]`)].map(
              (radio) =>
                [...(radio.labels ?? [])]
                  .map((l) => l.textContent ?? '')
                  .join(' ')
                  .trim(),
            )
          : [],
    };
  });
}

const describe = (f: Focused) =>
  `${f.tag}${f.id ? `#${f.id}` : ''}${f.role ? `[${f.role}]` : ''} 「${f.name}」`;

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on what `wanted` accepts; fails with the
 * way the focus went when it is not reached in `max` presses.
 */
export async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  what: string,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const trail: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    trail.push(describe(now));
  }
  assert.fail(`Tab never reached ${what}; the focus went: ${trail.slice(-25).join(' → ')}`);
}

/** Tabs to the control with this id. */
export const tabToId = (page: Page, id: string, options?: { back?: boolean }) =>
  tabTo(page, (f) => f.id === id, `#${id}`, options);

/** Tabs to the button (or link) named `name` (exact, or matching the pattern). */
export const tabToButton = (page: Page, name: string | RegExp, options?: { back?: boolean }) =>
  tabTo(
    page,
    (f) =>
      (f.tag === 'BUTTON' || f.tag === 'A' || f.role === 'button') &&
      (typeof name === 'string' ? f.name === name : name.test(f.name)),
    `the button ${String(name)}`,
    options,
  );

/** Tabs to the text field `id` and types `text` into it (replacing what it held); the field shows it. */
export async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await tabToId(page, id);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page
    .waitForFunction(
      ([sel, wanted]) => (document.getElementById(sel) as HTMLInputElement | null)?.value === wanted,
      [id, text] as const,
      { timeout: WAIT },
    )
    .catch(async () => {
      const shown = await page.evaluate(
        (sel) => (document.getElementById(sel) as HTMLInputElement | null)?.value,
        id,
      );
      assert.fail(`#${id}: typed 「${text}」, the field shows 「${shown}」`);
    });
}

/**
 * Picks `option` in the antd select `id` by keyboard: Tab to it, ArrowDown opens the list, `search`
 * (when given) is typed to narrow it, the arrows move to the option and Enter takes it.
 */
export async function pickOption(page: Page, id: string, option: string, search?: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const input = document.getElementById(sel) as HTMLInputElement | null;
      return input !== null && !input.disabled;
    },
    id,
    { timeout: WAIT },
  );
  await tabToId(page, id);
  if (search) await page.keyboard.type(search);
  else await page.keyboard.press('ArrowDown');
  const combobox = comboboxById(page, id);
  // Open, and on an option: what a screen reader says (aria-expanded, aria-activedescendant).
  await page.waitForFunction(
    (input) =>
      Boolean(input?.getAttribute('aria-expanded') === 'true' && input.getAttribute('aria-activedescendant')),
    await combobox.elementHandle({ timeout: WAIT }),
    { timeout: WAIT },
  );
  const seen: string[] = [];
  for (let i = 0; i < 400; i += 1) {
    const active = await activeOption(combobox);
    if (active === option) break;
    if (active !== null) seen.push(active);
    if (seen.filter((title) => title === active).length > 1)
      assert.fail(`${id}: no option ${option} in ${seen.join('、')}`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await waitForChoice(combobox, option);
}

/** Tabs to the checkbox named `name` and checks it with Space (unless it is checked). */
export async function check(page: Page, name: string | RegExp): Promise<void> {
  const now = await tabTo(
    page,
    (f) => f.type === 'checkbox' && (typeof name === 'string' ? f.name === name : name.test(f.name)),
    `the checkbox ${String(name)}`,
  );
  if (!now.checked) await page.keyboard.press('Space');
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.checked === true);
}

/**
 * Chooses the radio named `name`: Tab reaches its group (one stop: the chosen radio, or the first),
 * Space checks the focused radio when none is, and the arrows move the choice along the group.
 */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  const inGroup = (f: Focused) => f.type === 'radio' && f.group.includes(name);
  let now = await focused(page);
  if (!inGroup(now)) now = await tabTo(page, inGroup, `the radio group of ${name}`);
  if (!now.checked) await page.keyboard.press('Space');
  for (let i = 0; i <= now.group.length; i += 1) {
    now = await focused(page);
    if (now.name === name && now.checked) return;
    await page.keyboard.press('ArrowRight');
  }
  assert.fail(`the arrows never reached the radio ${name}`);
}

/** Presses Enter on the upload tile named by its category and hands the file chooser `files`. */
export async function uploadByKeyboard(
  page: Page,
  category: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  await tabTo(
    page,
    (f) => f.tag === 'BUTTON' && f.name.startsWith(`${category} `),
    `the upload tile ${category}`,
  );
  const chooser = page.waitForEvent('filechooser', { timeout: WAIT });
  // One round trip first: the chooser is intercepted from then on, not left to the (absent) OS dialog.
  await page.evaluate(() => undefined);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(files);
}

/**
 * The focused element shows a focus ring: an outline of at least 1 px that is not transparent, or a
 * box shadow (antd's text fields), on it or on the box antd draws beside a hidden checkbox/radio.
 */
export async function assertFocusRing(page: Page, where: string): Promise<void> {
  // antd animates its focus glow: read the styles once the transition has run.
  await page.waitForTimeout(350);
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const drawn = [
      el,
      el.nextElementSibling,
      // antd's classes are the subject: the ring is drawn on the box antd puts around the control.
      el.closest('.ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker'),
    ].filter((node): node is HTMLElement => node instanceof HTMLElement);
    for (const node of drawn) {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && !/^rgba\(\d+, \d+, \d+, 0\)/.test(style.boxShadow);
      if (outline || shadow)
        return { ok: true, what: `${node.tagName}.${node.className}: ${style.outline} / ${style.boxShadow}` };
    }
    return { ok: false, what: `${el.tagName}#${el.id}.${el.className}: ${getComputedStyle(el).outline}` };
  });
  assert.ok(ring.ok, `${where}: the focused control shows no focus ring (${ring.what})`);
}

import type { Locator, Page } from 'playwright-core';

/*
 * antd selects in the e2e, the way a member uses them: the combobox found by its label (or the id
 * RJSF gives it), an option picked by the text it shows. The one e2e file that knows antd's
 * select classes, and why: rc-select gives role="option" only inside a zero-size listbox holding
 * the active option and its neighbours (for screen readers, named by the combobox's
 * aria-controls); the options a member sees and clicks are a virtual list beside it, with no role.
 * The open list is found through that listbox, the shown options by antd's classes, here alone.
 */

/** How long a select waits here: the machine is small and shared (commodity-wizard.ts's WAIT). */
const WAIT = 30_000;

/** The combobox of the select whose input has `id` (RJSF's `root_<path>`). */
export const comboboxById = (page: Page, id: string): Locator => page.locator(`[id="${id}"]`);

/**
 * The combobox labelled `label` (by its label's text: Chromium's accessible name of a required
 * field also holds the asterisk antd's stylesheet puts before the label).
 */
export const comboboxByLabel = (page: Page, label: string | RegExp): Locator =>
  page
    .getByRole('combobox')
    .and(page.getByLabel(label, { exact: typeof label === 'string' ? true : undefined }));

/** The dropdown of `combobox` (antd draws it in a portal): the one around its listbox. */
async function dropdownOf(combobox: Locator): Promise<Locator> {
  const page = combobox.page();
  // rc-select names its listbox `<input id>_list` (the combobox's aria-controls once it opens).
  const listId = `${await combobox.getAttribute('id', { timeout: WAIT })}_list`;
  // antd class: the visible options are beside the listbox, inside antd's dropdown.
  return page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
}

/** The dropdown once it stands still (a click during its opening animation can miss). */
const settled = (dropdown: Locator): Locator =>
  // antd class: the dropdown's opening motion is only told by its `-appear` classes.
  dropdown.and(dropdown.page().locator('.ant-select-dropdown:not([class*="-appear"])'));

/** The options a member sees in the dropdown (antd class: they have no role, see above). */
const shownOptionsIn = (dropdown: Locator): Locator => settled(dropdown).locator('.ant-select-item-option');

/** `text` as a pattern of itself (its special characters escaped). */
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches `text` whole. */
const exactly = (text: string): RegExp => new RegExp(`^${escaped(text)}$`);

/** Waits until the open list of `combobox` shows `option`, standing still. */
export async function waitForOption(combobox: Locator, option: string): Promise<void> {
  const dropdown = await dropdownOf(combobox);
  await shownOptionsIn(dropdown)
    .filter({ hasText: exactly(option) })
    .waitFor({ timeout: WAIT });
}

/** The texts of the options `combobox` lists now (opens it, reads them, closes it with Escape). */
export async function listOptions(combobox: Locator): Promise<string[]> {
  await combobox.click({ timeout: WAIT });
  const dropdown = await dropdownOf(combobox);
  const options = shownOptionsIn(dropdown);
  await options.first().waitFor({ timeout: WAIT });
  const texts = await options.allInnerTexts();
  await combobox.page().keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden', timeout: WAIT });
  return texts.map((text) => text.trim());
}

/** Opens `combobox` (typing `search` first when given) and clicks the option that shows `option`. */
export async function chooseOption(combobox: Locator, option: string, search?: string): Promise<void> {
  await combobox
    .page()
    .waitForFunction(
      (input) => !(input as HTMLInputElement).disabled,
      await combobox.elementHandle({ timeout: WAIT }),
      { timeout: WAIT },
    );
  await combobox.click({ timeout: WAIT });
  if (search) await combobox.pressSequentially(search);
  const dropdown = await dropdownOf(combobox);
  // On a loaded machine a list that reloads its options (a branch search) can swallow the click:
  // the list then stays open, and the option is clicked again.
  for (let attempt = 1; ; attempt += 1) {
    await shownOptionsIn(dropdown)
      .filter({ hasText: exactly(option) })
      .click({ timeout: WAIT });
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: attempt < 3 ? 5_000 : WAIT });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * The option the arrows are on in the open list of `combobox`: the one its aria-activedescendant
 * names (what a screen reader says), or null while the list is closed.
 */
export async function activeOption(combobox: Locator): Promise<string | null> {
  return combobox.evaluate((input) => {
    if (input.getAttribute('aria-expanded') !== 'true') return null;
    const active = input.getAttribute('aria-activedescendant');
    const option = active ? document.getElementById(active) : null;
    return option ? (option.getAttribute('aria-label') ?? option.textContent ?? '') : '';
  });
}

/** The text the select of `combobox` shows in its box: its chosen option, or its placeholder. */
export async function shownChoice(combobox: Locator): Promise<string> {
  // antd class: the chosen option is drawn beside the combobox input, in the select's box.
  return combobox.evaluate((input) => (input.closest('.ant-select') as HTMLElement | null)?.innerText ?? '');
}

/**
 * Waits until the select of `combobox` shows `option` as its choice: the option's text, spaces
 * aside (a box may draw it tighter than the list: the ROC date selects show 民國84年 for 民國 84 年),
 * or text matching the pattern.
 */
export async function waitForChoice(combobox: Locator, option: string | RegExp): Promise<void> {
  const pattern =
    typeof option === 'string' ? new RegExp(`^${escaped(option.replace(/\s+/g, ''))}$`) : option;
  const spaced = typeof option !== 'string';
  await combobox
    .page()
    .waitForFunction(
      ([input, source, flags, keepSpaces]) => {
        // antd class: the chosen option is drawn beside the combobox input, in the select's box.
        const shown = (input?.closest('.ant-select') as HTMLElement | null)?.innerText.trim() ?? '';
        return new RegExp(source, flags).test(keepSpaces ? shown : shown.replace(/\s+/g, ''));
      },
      [await combobox.elementHandle({ timeout: WAIT }), pattern.source, pattern.flags, spaced] as const,
      { timeout: WAIT },
    )
    .catch(async (error: Error) => {
      const shown = await shownChoice(combobox);
      throw new Error(`the select shows ${JSON.stringify(shown)}, not ${String(option)}: ${error.message}`);
    });
}

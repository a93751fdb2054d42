import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/*
 * Picking from an antd Select the way a member does: open the combobox named by its label, then
 * click an option by the text it shows. The one place a component test touches antd's classes
 * for it: rc-select gives role="option" only inside a zero-size listbox that holds the active
 * option and its neighbours (for screen readers); the options a member sees and clicks are a
 * virtual list beside it with no role. So the open list is found through the combobox's own
 * `aria-controls` (that listbox), and its shown options by antd's classes, here and nowhere else.
 */

/** The select's combobox: by its label (its accessible name), or the element itself. */
export type ComboboxRef = string | RegExp | HTMLElement;

/** The combobox `ref` names. */
export const comboboxOf = (ref: ComboboxRef): HTMLElement =>
  ref instanceof HTMLElement ? ref : screen.getByRole('combobox', { name: ref });

/** The dropdown of an open combobox (antd draws it in a portal), or null while it is closed. */
function dropdownOf(combobox: HTMLElement): HTMLElement | null {
  const listId = combobox.getAttribute('aria-controls');
  if (!listId || combobox.getAttribute('aria-expanded') !== 'true') return null;
  // antd class: the visible options are not inside the listbox rc-select names, only beside it.
  return document.getElementById(listId)?.closest<HTMLElement>('.ant-select-dropdown') ?? null;
}

/** The options an open combobox shows (its virtual list: the ones drawn now), as elements. */
function optionElements(combobox: HTMLElement): HTMLElement[] {
  const dropdown = dropdownOf(combobox);
  // antd class: the options a member sees have no role (see above).
  return dropdown ? [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')] : [];
}

/** The texts of the options the combobox `ref` shows now; none while it is closed. */
export const shownOptions = (ref: ComboboxRef): string[] =>
  optionElements(comboboxOf(ref)).map((option) => option.textContent ?? '');

/**
 * Opens the combobox `ref` (a click, as a member does; none while it is open: a click would close
 * it) and waits until it shows an option; answers their texts. Seen in jsdom: user-event's
 * Escape leaves an antd select open (rc-select tells keys by `which`), so a select a test
 * "closed" with it may still be open.
 */
export async function openOptions(user: UserEvent, ref: ComboboxRef): Promise<string[]> {
  const combobox = comboboxOf(ref);
  if (combobox.getAttribute('aria-expanded') !== 'true') await user.click(combobox);
  await waitFor(() => expect(shownOptions(combobox)).not.toHaveLength(0));
  return shownOptions(combobox);
}

/** Opens the combobox `ref` (unless it is open) and clicks the option that shows `option`. */
export async function chooseOption(user: UserEvent, ref: ComboboxRef, option: string): Promise<void> {
  const combobox = comboboxOf(ref);
  if (combobox.getAttribute('aria-expanded') !== 'true') await user.click(combobox);
  let target: HTMLElement | undefined;
  await waitFor(() => {
    target = optionElements(combobox).find((el) => el.textContent === option);
    expect({ option, shown: target ? option : shownOptions(combobox) }).toEqual({ option, shown: option });
  });
  await user.click(target as HTMLElement);
}

/** Clears the choice of the combobox `ref` with the select's clear button (the × a member clicks). */
export async function clearChoice(user: UserEvent, ref: ComboboxRef): Promise<void> {
  const combobox = comboboxOf(ref);
  // antd class: the clear button is an icon with no role or name; it sits in the select's box.
  const clear = combobox.closest('.ant-select')?.querySelector<HTMLElement>('.ant-select-clear');
  if (!clear) throw new Error('the select shows no clear button');
  await user.click(clear);
}

/** What the select `ref` shows in its box: its chosen option's text, or its placeholder. */
export function shownChoice(ref: ComboboxRef): string {
  // antd class: the chosen option is drawn beside the combobox input, in the select's box.
  const box = comboboxOf(ref).closest<HTMLElement>('.ant-select');
  if (!box) throw new Error('the combobox is not an antd select');
  return box.textContent ?? '';
}

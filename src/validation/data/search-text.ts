/**
 * How typed text is matched against option labels in every search box: 臺 and 台 are the same
 * character to a member (the city list writes 臺北, bank branches often 台北), and Latin letters
 * match in either case.
 */

/** The text with every 臺 written 台; the server's branch search compares both sides this way. */
export function unifyTai(text: string): string {
  return text.replaceAll('臺', '台');
}

/** The form both a label and the typed text take before they are compared. */
export function searchKey(text: string): string {
  return unifyTai(text).toLowerCase();
}

/** Whether `label` contains the typed `input`, by {@link searchKey}. */
export function matchesSearch(label: string, input: string): boolean {
  return searchKey(label).includes(searchKey(input));
}

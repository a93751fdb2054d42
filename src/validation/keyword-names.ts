/**
 * Names of the Fenqi rule keywords. Kept apart from the definitions so browser code can know
 * them without importing ajv (the keyword test checks the two lists agree).
 */
export const FENQI_KEYWORD_NAMES = [
  'non_hyphen',
  'ch_name',
  'email',
  'phone_number',
  'mobile_phone',
  'newMemberPasswd',
  'confirmPassword',
  'checkbox_required',
  'radio_required',
  'select_required',
  'positive_integer',
  'tw_id',
  'image',
  'creditCard',
] as const;

/** Generic keywords whose message a more specific Fenqi rule on the same field replaces. */
export const GENERIC_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'format',
  'pattern',
]);

/**
 * The named transforms a form's `send` declaration may put between a field's answer and its wire
 * value: a small fixed set, so an analyst picks one by name and never writes code. Each leaves a
 * value it does not apply to (another type, nothing typed) as it is.
 */
export const SEND_TRANSFORMS = {
  /** Spaces around a typed text dropped. */
  trim: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
  /** A city name trimmed and written with 臺 as the city list writes it (people often type 台). */
  'taiwan-city': (value: unknown) => (typeof value === 'string' ? value.trim().replace(/^台/, '臺') : value),
  /** An optional text left blank sent as null ("none given"), as the spec's bodies write it. */
  'blank-as-null': (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
} as const satisfies Record<string, (value: unknown) => unknown>;

/** The name of a send transform. */
export type SendTransformName = keyof typeof SEND_TRANSFORMS;

/** The transform names, as the `send` keyword's meta-schema lists them. */
export const SEND_TRANSFORM_NAMES = Object.keys(SEND_TRANSFORMS) as SendTransformName[];

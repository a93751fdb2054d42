/**
 * A Taiwanese ID number (or resident-certificate number): a letter, then 1/2 (or 8/9 for
 * residents) and eight digits, not inside a longer word (a case number FQ2026… is not one).
 */
const ID_NUMBER = /(?<![A-Za-z0-9])([A-Za-z])([1289]\d)\d{4}(\d{3})(?![0-9])/g;

/** Query or argument names whose value is a secret, whole: tokens (devToolsToken…), passwords, link signatures. */
const SECRET_NAME = /^(.*token|.*passw(or)?d.*|signature|secret|authorization|sign_?path)$/i;

/** `name=value` pairs in a URL query or a command argument. */
const NAME_VALUE = /([A-Za-z_][A-Za-z0-9_]*)=([^&\s]*)/g;

/** Shown in place of a secret. */
export const REDACTED = '[redacted]';

/** An ID number with its middle hidden: A123456789 → A12****789. */
export function maskIdNumber(idNum: string): string {
  return idNum.replace(ID_NUMBER, '$1$2****$3');
}

/**
 * A text safe to keep in a log or the audit log: ID numbers masked, the values of secret
 * `name=value` pairs (access_token=…, passwd=…, signature=…, signPath=…), Bearer tokens, guarantor
 * sign paths and the passwords
 * of URLs (postgres://user:…@host) replaced.
 */
export function redactText(text: string): string {
  return (
    maskIdNumber(text)
      .replace(NAME_VALUE, (pair, name: string) => (SECRET_NAME.test(name) ? `${name}=${REDACTED}` : pair))
      .replace(/\bBearer\s+\S+/gi, `Bearer ${REDACTED}`)
      // A guarantor's sign path opens their case: a secret even as a path segment.
      .replace(/(\/guests\/guarantor\/)[^/?#\s]+/g, `$1${REDACTED}`)
      .replace(/(\/\/[^/:@\s]+):[^@\s]*@/g, `$1:${REDACTED}@`)
  );
}

/** A command line's arguments as the audit log keeps them (each one through redactText). */
export function redactArguments(args: readonly string[]): string[] {
  return args.map(redactText);
}

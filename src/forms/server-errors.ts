import type { ErrorSchema } from '@rjsf/utils';

/** A field error as the server's 422 `details` carry it. */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * Turns the server's 422 details into RJSF `extraErrors`, so a rule the server enforces shows
 * its message under the field it concerns, exactly like a client-side error.
 */
export function serverErrorsToErrorSchema(errors: readonly ServerFieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of errors) {
    const segments = path.split('/').filter(Boolean);
    let node = root;
    for (const segment of segments) {
      node[segment] = (node[segment] as Record<string, unknown> | undefined) ?? {};
      node = node[segment] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    if (!list.includes(message)) list.push(message);
    node.__errors = list;
  }
  return root as ErrorSchema;
}

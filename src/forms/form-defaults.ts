import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import type { FormModule } from '../validation/form-module';
import { createFormValidator } from '../validation/form-validator';

/**
 * `data` with the defaults its form fills in: a schema's `default`s and the `false` RJSF gives an
 * unanswered yes/no (the guarantor's consent box has no `default` of its own), as the form
 * computes them when it first draws `data` and then reports them as its data.
 */
export function withFormDefaults<T>(form: FormModule, data: T | undefined): T {
  const schema = form.schema as RJSFSchema;
  const utils = createSchemaUtils(createFormValidator(form), schema);
  return utils.getDefaultFormState(schema, data, false, false) as T;
}

import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import type { FormModule } from '../validation/form-module';
import { createFormValidator } from '../validation/form-validator';

/**
 * `data` with the defaults its form's schema fills in (a checkbox's `default: false`), as the form
 * computes them when it first draws `data` and then reports them as its data.
 */
export function withFormDefaults<T>(form: FormModule, data: T | undefined): T {
  const schema = form.schema as RJSFSchema;
  const utils = createSchemaUtils(createFormValidator(form), schema);
  return utils.getDefaultFormState(schema, data, false, false) as T;
}

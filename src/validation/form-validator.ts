import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormModule } from './form-module';
import type { SchemaNode } from './json-schema';
import { localizeErrors } from './localize';

/**
 * The validator a form runs in the browser: the precompiled functions plus Fenqi's localizer.
 * The fixture suite builds it the same way, so it proves what users get.
 */
export function createFormValidator(form: Pick<FormModule, 'schema' | 'validateFns'>): ValidatorType {
  return createPrecompiledValidator(form.validateFns, form.schema as RJSFSchema, (errors) =>
    localizeErrors(errors, form.schema as SchemaNode),
  );
}

import type { CommodityForms, IdentityForm } from './form-data';

/** Step 1's form without the passwords: they serve one call and are never kept beyond it. */
export function identityWithoutPasswords(identity: IdentityForm): IdentityForm {
  const { password: _password, confirmPassword: _confirm, ...kept } = identity;
  return kept;
}

/** The forms with step 1's passwords dropped. */
export const formsWithoutPasswords = (forms: CommodityForms): CommodityForms => ({
  ...forms,
  identity: identityWithoutPasswords(forms.identity),
});

import * as v from 'valibot';
import { emailField, optionalString, requiredString } from './field-builders';
import { tenDigitPhone } from './tenant-schemas';

/** A system user: created with an e-mailed one-time password, so no password field. */
export const systemUserFormSchema = v.object({
  firstName: requiredString('First name', { max: 100 }),
  lastName: requiredString('Last name', { max: 100 }),
  email: emailField('Email'),
  phone: tenDigitPhone,
});
export type SystemUserFormInput = v.InferOutput<typeof systemUserFormSchema>;

export const ROLE_PERMISSIONS_MESSAGE = 'Choose at least one permission';

/** A partner's role: a title, remarks and the permissions it grants (codes of the catalogue). */
export const roleFormSchema = v.object({
  title: requiredString('Title', { max: 100 }),
  remarks: optionalString('Remarks', { max: 2000 }),
  permissions: v.pipe(v.array(v.string()), v.minLength(1, ROLE_PERMISSIONS_MESSAGE)),
});
export type RoleFormInput = v.InferOutput<typeof roleFormSchema>;

/** One entry of a code list (country, US state, Mexican state, Canadian province). */
export const masterDataFormSchema = v.object({
  category: requiredString('Category', { max: 100 }),
  code: requiredString('Code', { max: 50 }),
  data: requiredString('Name', { max: 100 }),
});
export type MasterDataFormInput = v.InferOutput<typeof masterDataFormSchema>;

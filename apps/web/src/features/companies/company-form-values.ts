import type { CompanyFormInput } from '@ridgeline/domain';
import type { Company, CompanyInput } from './api/companies';

export type CompanyFormValues = CompanyFormInput & { active: boolean };

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    code: company?.code ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    active: company?.active ?? true,
    addressLineOne: company?.address?.addressLineOne ?? '',
    addressLineTwo: company?.address?.addressLineTwo ?? '',
    city: company?.address?.city ?? '',
    state: company?.address?.state ?? '',
    zipCode: company?.address?.zipCode ?? '',
    contactFirstName: company?.contactPerson?.firstName ?? '',
    contactLastName: company?.contactPerson?.lastName ?? '',
    contactPhone: company?.contactPerson?.phone ?? '',
    contactEmail: company?.contactPerson?.email ?? '',
  };
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** The contract's CompanyInput: blank optional parts are left out (or null), the stored map pin is kept. */
export function companyInput(values: CompanyFormValues, existing?: Company): CompanyInput {
  const hasAddress = filled(values.addressLineOne);
  const hasContact = [
    values.contactFirstName,
    values.contactLastName,
    values.contactPhone,
    values.contactEmail,
  ].some(filled);
  return {
    name: values.name.trim(),
    ...(filled(values.code) ? { code: values.code.trim() } : {}),
    email: filled(values.email) ? values.email.trim() : null,
    phone: filled(values.phone) ? values.phone : null,
    active: values.active,
    ...(hasAddress
      ? {
          address: {
            addressLineOne: values.addressLineOne.trim(),
            addressLineTwo: filled(values.addressLineTwo) ? values.addressLineTwo.trim() : null,
            city: values.city.trim(),
            state: values.state.trim(),
            zipCode: values.zipCode.trim(),
            ...(existing?.address?.map ? { map: existing.address.map } : {}),
          },
        }
      : {}),
    ...(hasContact
      ? {
          contactPerson: {
            firstName: values.contactFirstName.trim(),
            lastName: values.contactLastName.trim(),
            phone: values.contactPhone ?? '',
            email: values.contactEmail.trim(),
          },
        }
      : {}),
  };
}

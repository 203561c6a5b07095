import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import { masterDataFormSchema, roleFormSchema, systemUserFormSchema } from './people-schemas';

describe('people form schemas', () => {
  it('accepts a system user without a phone and names each bad field', () => {
    const user = { firstName: 'Sam', lastName: 'Admin', email: 'sam@ridgeline.test', phone: '' };
    expect(formErrors(systemUserFormSchema, user)).toEqual({});
    expect(
      formErrors(systemUserFormSchema, {
        firstName: '',
        lastName: 'x'.repeat(101),
        email: 'sam@',
        phone: '12',
      }),
    ).toEqual({
      firstName: 'First name is a required field',
      lastName: 'Last name must be at most 100 characters',
      email: 'Email must be a valid email',
      phone: 'Phone must be 10 digits',
    });
  });

  it('wants a role title and at least one permission', () => {
    expect(
      formErrors(roleFormSchema, { title: 'Front desk', remarks: '', permissions: ['users:list'] }),
    ).toEqual({});
    expect(formErrors(roleFormSchema, { title: '', remarks: '', permissions: [] })).toEqual({
      title: 'Title is a required field',
      permissions: 'Choose at least one permission',
    });
  });

  it('wants a code list entry with category, code and name', () => {
    expect(formErrors(masterDataFormSchema, { category: 'STATE', code: 'CA', data: 'California' })).toEqual(
      {},
    );
    expect(formErrors(masterDataFormSchema, { category: '', code: '', data: 'y'.repeat(101) })).toEqual({
      category: 'Category is a required field',
      code: 'Code is a required field',
      data: 'Name must be at most 100 characters',
    });
  });
});

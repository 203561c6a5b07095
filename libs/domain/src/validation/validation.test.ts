import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailField, optionalString, requiredString, urlField } from './field-builders';
import { formErrors } from './form-errors';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from './password-schemas';

describe('change-password form', () => {
  it('requires the current password with "Current Password is required"', () => {
    expect(
      formErrors(changePasswordSchema, { oldPassword: '', newPassword: 'a', confirmPassword: 'a' }),
    ).toEqual({
      oldPassword: 'Current Password is required',
    });
  });

  it('requires the new password and its confirmation with "Password is required"', () => {
    expect(formErrors(changePasswordSchema, { oldPassword: 'old' })).toEqual({
      newPassword: 'Password is required',
      confirmPassword: 'Password is required',
    });
  });

  it('counts empty strings and nulls as missing', () => {
    expect(
      formErrors(changePasswordSchema, { oldPassword: null, newPassword: '', confirmPassword: '' }),
    ).toEqual({
      oldPassword: 'Current Password is required',
      newPassword: 'Password is required',
      confirmPassword: 'Password is required',
    });
  });

  it('reports "Passwords must match" on the confirmation', () => {
    expect(
      formErrors(changePasswordSchema, { oldPassword: 'o', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('checks the match even while the current password is still missing', () => {
    expect(
      formErrors(changePasswordSchema, { oldPassword: '', newPassword: 'abc', confirmPassword: 'x' }),
    ).toEqual({
      oldPassword: 'Current Password is required',
      confirmPassword: 'Passwords must match',
    });
  });

  it('accepts a complete, matching form', () => {
    const input = { oldPassword: 'old', newPassword: 'n3w', confirmPassword: 'n3w' };
    expect(formErrors(changePasswordSchema, input)).toEqual({});
    expect(v.parse(changePasswordSchema, input)).toEqual(input);
  });
});

describe('reset-password form', () => {
  it('requires the token and matching passwords', () => {
    expect(formErrors(resetPasswordSchema, { token: '', newPassword: 'a', confirmPassword: 'b' })).toEqual({
      token: 'Token is a required field',
      confirmPassword: 'Passwords must match',
    });
    expect(formErrors(resetPasswordSchema, { token: 't', newPassword: 'a', confirmPassword: 'a' })).toEqual(
      {},
    );
  });
});

describe('sign-in and forgot-password forms', () => {
  it('use the generic required and e-mail messages', () => {
    expect(formErrors(signInSchema, {})).toEqual({
      email: 'Email is a required field',
      password: 'Password is a required field',
    });
    expect(formErrors(signInSchema, { email: 'nope', password: 'p' })).toEqual({
      email: 'Email must be a valid email',
    });
    expect(formErrors(forgotPasswordSchema, { email: 'ann@example.com' })).toEqual({});
  });
});

describe('generic field builders', () => {
  const schema = v.object({
    name: requiredString('Name', { min: 2, max: 5 }),
    note: optionalString('Note', { max: 3 }),
    contact: emailField('Contact e-mail', { required: false }),
    website: urlField('Website'),
    blog: urlField('Blog', { required: false }),
  });

  it('say "{path} is a required field"', () => {
    expect(formErrors(schema, { website: 'https://x.org' })).toEqual({ name: 'Name is a required field' });
  });

  it('say "{path} must be at least {min} characters" and "at most {max} characters"', () => {
    expect(formErrors(schema, { name: 'a', website: 'https://x.org' }).name).toBe(
      'Name must be at least 2 characters',
    );
    expect(formErrors(schema, { name: 'abcdef', website: 'https://x.org' }).name).toBe(
      'Name must be at most 5 characters',
    );
    expect(formErrors(schema, { name: 'ab', note: 'long', website: 'https://x.org' }).note).toBe(
      'Note must be at most 3 characters',
    );
  });

  it('say "{path} must be a valid email" and "{path} must be a valid URL"', () => {
    const errors = formErrors(schema, { name: 'ab', contact: 'x@', website: 'not a url', blog: 'also not' });
    expect(errors).toEqual({
      contact: 'Contact e-mail must be a valid email',
      website: 'Website must be a valid URL',
      blog: 'Blog must be a valid URL',
    });
  });

  it('let optional fields stay blank', () => {
    expect(formErrors(schema, { name: 'ab', note: '', contact: null, website: 'https://x.org' })).toEqual({});
  });

  it('report a non-object input at the root', () => {
    expect(formErrors(signInSchema, 'x')).toEqual({ '': expect.any(String) });
  });
});

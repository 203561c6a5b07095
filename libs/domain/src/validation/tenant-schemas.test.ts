import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors';
import {
  acceptInvitationSchema,
  companyFormSchema,
  inviteFormSchema,
  locationFormSchema,
  partnerFormSchema,
} from './tenant-schemas';

const partner = {
  code: 'north-star',
  legalName: 'North Star',
  timeZone: 'America/Chicago',
  email: 'office@northstar.test',
  addresses: [
    { addressLineOne: '233 S Wacker Dr', addressLineTwo: '', city: 'Chicago', state: 'IL', zipCode: '60606' },
  ],
  contactPersons: [
    { firstName: 'Nora', lastName: 'Star', phone: '3125550100', email: 'nora@northstar.test' },
  ],
};

describe('tenant form schemas', () => {
  it('accepts a complete partner and names each bad field', () => {
    expect(formErrors(partnerFormSchema, partner)).toEqual({});
    expect(
      formErrors(partnerFormSchema, {
        ...partner,
        code: 'a/b',
        timeZone: 'EST',
        contactPersons: [
          ...partner.contactPersons,
          { firstName: 'Ada', lastName: '', phone: '555', email: 'ada@x.test' },
        ],
        legalName: '',
      }),
    ).toEqual({
      code: 'Code may only hold letters, digits, - and _',
      timeZone: 'Time zone must be an IANA time zone',
      'contactPersons.1.lastName': 'Last name is a required field',
      'contactPersons.1.phone': 'Phone must be 10 digits',
      legalName: 'Legal name is a required field',
    });
  });

  it('wants at least one address and one contact person', () => {
    expect(formErrors(partnerFormSchema, { ...partner, addresses: [], contactPersons: [] })).toEqual({
      addresses: 'Add at least one address',
      contactPersons: 'Add at least one contact person',
    });
  });

  it("takes the booking pages' accent colour as #rrggbb and terms up to 4000 characters, both optional", () => {
    expect(
      formErrors(partnerFormSchema, { ...partner, accentColor: '#1A7f3c', bookingTerms: 'Fees are final.' }),
    ).toEqual({});
    expect(formErrors(partnerFormSchema, { ...partner, accentColor: '', bookingTerms: null })).toEqual({});
    expect(
      formErrors(partnerFormSchema, { ...partner, accentColor: 'green', bookingTerms: 'x'.repeat(4001) }),
    ).toEqual({
      accentColor: 'Accent colour must be a colour as #rrggbb',
      bookingTerms: 'Booking terms must be at most 4000 characters',
    });
    // White text on a pale yellow would not be read: the pages need 4.5:1 both ways.
    expect(formErrors(partnerFormSchema, { ...partner, accentColor: '#ffd43b' }).accentColor).toMatch(
      /^Accent colour must contrast at least 4.5:1 with white/,
    );
  });

  it('checks a location pin within latitude and longitude bounds', () => {
    const location = {
      code: 'oak',
      title: 'Oakland',
      displayName: 'Oakland',
      timeZone: 'America/Los_Angeles',
      description: '',
      addressLineOne: '1330 Broadway',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94612',
      latitude: '37.8',
      longitude: '-122.27',
      addressLineTwo: '',
      locationName: '',
      contactFirstName: '',
      contactLastName: '',
      contactPhone: '',
      contactEmail: '',
      notificationPhone: '',
      notificationEmail: '',
    };
    expect(formErrors(locationFormSchema, location)).toEqual({});
    expect(formErrors(locationFormSchema, { ...location, latitude: '91', longitude: 'west' })).toEqual({
      latitude: 'Latitude must be a number between -90 and 90',
      longitude: 'Longitude must be a number between -180 and 180',
    });
  });

  it('takes a location contact person whole or not at all, and checks the notification info', () => {
    const location = {
      code: 'oak',
      title: 'Oakland',
      displayName: 'Oakland',
      timeZone: 'America/Los_Angeles',
      description: '',
      addressLineOne: '1330 Broadway',
      addressLineTwo: '',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94612',
      latitude: '37.8',
      longitude: '-122.27',
      locationName: '',
      contactFirstName: '',
      contactLastName: '',
      contactPhone: '',
      contactEmail: '',
      notificationPhone: '',
      notificationEmail: '',
    };
    expect(formErrors(locationFormSchema, { ...location, contactPhone: '5105550100' })).toEqual({
      contactFirstName: 'First name is a required field when a contact person is given',
      contactLastName: 'Last name is a required field when a contact person is given',
      contactEmail: 'Contact email is a required field when a contact person is given',
    });
    expect(
      formErrors(locationFormSchema, {
        ...location,
        contactFirstName: 'Olga',
        contactLastName: 'Oak',
        contactEmail: 'olga@oak.test',
        notificationPhone: '12',
        notificationEmail: 'nope',
        displayName: 'x'.repeat(101),
      }),
    ).toEqual({
      notificationPhone: 'Phone must be 10 digits',
      notificationEmail: 'Notification email must be a valid email',
      displayName: expect.stringContaining('Display name'),
    });
  });

  it('needs a company name, and a whole address when one is started', () => {
    const company = {
      name: 'Bay Schools',
      code: '',
      email: '',
      phone: '',
      addressLineOne: '',
      addressLineTwo: '',
      city: '',
      state: '',
      zipCode: '',
      contactFirstName: '',
      contactLastName: '',
      contactPhone: '',
      contactEmail: '',
    };
    expect(formErrors(companyFormSchema, company)).toEqual({});
    expect(formErrors(companyFormSchema, { ...company, name: '', email: 'x', city: 'San Jose' })).toEqual({
      name: 'Name is a required field',
      email: 'Email must be a valid email',
      addressLineOne: 'An address needs its address line, city, state and zip code',
    });
    expect(
      formErrors(companyFormSchema, {
        ...company,
        addressLineOne: '1 Main St',
        city: 'San Jose',
        state: 'CA',
        zipCode: '95113',
        contactEmail: 'hana@bay.test',
      }),
    ).toEqual({
      contactFirstName: 'First name is a required field when a contact person is given',
      contactLastName: 'Last name is a required field when a contact person is given',
    });
  });

  it('needs an e-mail, a place and a role to invite', () => {
    expect(formErrors(inviteFormSchema, { email: 'x', entityId: '', roleId: '' })).toEqual({
      email: 'Email must be a valid email',
      entityId: 'Access to is a required field',
      roleId: 'Role is a required field',
    });
  });

  it('wants matching passwords to accept an invitation', () => {
    expect(
      formErrors(acceptInvitationSchema, {
        firstName: 'Ivy',
        lastName: 'Invitee',
        newPassword: 'Ivy-Airport-2026',
        confirmPassword: 'Ivy-Airport-2025',
      }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });
});

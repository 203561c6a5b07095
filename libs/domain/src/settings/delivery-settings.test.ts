import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../validation/form-errors';
import {
  sftpSettingSchema,
  smscSettingSchema,
  smtpSettingSchema,
  testMailSchema,
  testSmsSchema,
} from './delivery-settings';

const smtp = {
  host: 'smtp.example.com',
  port: 587,
  secure: false,
  username: '',
  password: '',
  fromAddress: 'ops@example.com',
  fromName: 'Ops',
};

describe('delivery settings schemas', () => {
  it('accepts a mail server with a blank password, which keeps the stored one', () => {
    expect(v.is(smtpSettingSchema, smtp)).toBe(true);
  });

  it('names the field of each mistake in the mail server', () => {
    const errors = formErrors(smtpSettingSchema, {
      ...smtp,
      host: 'not a host!',
      port: 70000,
      fromAddress: 'x',
    });
    expect(errors).toMatchObject({
      host: 'Host must be a host name or IP address',
      port: 'Port must be between 1 and 65535',
      fromAddress: 'From Address must be a valid email',
    });
  });

  it('requires the SMSC system id and source address', () => {
    const errors = formErrors(smscSettingSchema, {
      host: '10.0.0.5',
      port: 2775,
      systemId: '',
      password: '',
      sourceAddress: '',
      enabled: true,
    });
    expect(errors).toMatchObject({
      systemId: 'System ID is a required field',
      sourceAddress: 'Source Address is a required field',
    });
  });

  it('requires the SFTP user', () => {
    const errors = formErrors(sftpSettingSchema, {
      host: 'sftp.example.com',
      port: 22,
      username: '',
      password: '',
      privateKey: '',
      remoteDirectory: 'inbox',
      responseFolder: 'responses',
      afterRead: 'MOVE',
      responsePollSeconds: 300,
      enabled: true,
    });
    expect(errors).toMatchObject({ username: 'Username is a required field' });
  });

  it('bounds the response folder poll to 10 seconds .. one day, and after reading to move or delete', () => {
    const base = {
      host: 'sftp.example.com',
      port: 22,
      username: 'eft',
      password: '',
      privateKey: '',
      remoteDirectory: '',
      responseFolder: '/responses',
      afterRead: 'MOVE',
      enabled: true,
    };
    expect(formErrors(sftpSettingSchema, { ...base, responsePollSeconds: 10 })).toEqual({});
    expect(formErrors(sftpSettingSchema, { ...base, responsePollSeconds: 86400 })).toEqual({});
    expect(formErrors(sftpSettingSchema, { ...base, responsePollSeconds: 9 })).toMatchObject({
      responsePollSeconds: 'Poll Every must be between 10 and 86400 seconds',
    });
    expect(formErrors(sftpSettingSchema, { ...base, responsePollSeconds: 86401 })).toMatchObject({
      responsePollSeconds: 'Poll Every must be between 10 and 86400 seconds',
    });
    expect(
      formErrors(sftpSettingSchema, { ...base, responsePollSeconds: 60, afterRead: 'KEEP' }),
    ).toMatchObject({
      afterRead: 'After Reading must be Move or Delete',
    });
  });

  it('checks the recipients of the test mail and the test SMS', () => {
    expect(formErrors(testMailSchema, { to: 'nobody' })).toMatchObject({
      to: 'Send To must be a valid email',
    });
    expect(formErrors(testSmsSchema, { to: 'call me' })).toMatchObject({
      to: 'Send To must be a phone number (digits, optional +)',
    });
    expect(v.is(testSmsSchema, { to: '+15551234567' })).toBe(true);
  });
});

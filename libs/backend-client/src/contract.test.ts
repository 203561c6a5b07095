/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_PREFIX } from './areas';
import { ADDED_CALLS, NOT_SHOWN_CALLS, SPEC_CALLS, type SpecCall } from './spec-calls';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  'x-origin'?: string;
}

interface Schema {
  $ref?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, unknown>;
  allOf?: Schema[];
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

// The committed bundle: check:clients keeps it equal to what openapi/*.yaml produces.
const backend = JSON.parse(
  readFileSync(new URL('../../../openapi/dist/backend.json', import.meta.url), 'utf8'),
) as Document;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
// Parameter names differ between spec lines ({groupId}, {transactionDetailId}); the template shape decides.
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

const operations = new Map<string, Operation>();
for (const [path, item] of Object.entries(backend.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (operation) operations.set(`${method} ${shape(path)}`, operation);
  }
}
const find = (call: SpecCall) =>
  operations.get(`${call.method} ${shape(AREA_PREFIX[call.area] + call.path)}`);
const label = (call: SpecCall) => `${call.area} ${call.method.toUpperCase()} ${call.path}`;
const all = [...operations.values()];

describe('the backend contract', () => {
  it.each(SPEC_CALLS.map((call) => [label(call), call] as const))('has the spec call %s', (_, call) => {
    expect(find(call)).toBeDefined();
  });

  it.each(NOT_SHOWN_CALLS.map((call) => [label(call), call] as const))(
    'designs the not-shown call %s and marks it',
    (_, call) => {
      expect(find(call)?.['x-origin']).toBe('not-shown');
    },
  );

  it.each(ADDED_CALLS.map((call) => [label(call), call] as const))('adds %s and marks it', (_, call) => {
    expect(find(call)?.['x-origin']).toBe('added');
  });

  it('serves GET /healthz outside the areas without a token', () => {
    const health = operations.get('get /healthz');
    expect(health?.security).toEqual([]);
  });

  it('gives every operation a unique id that starts with its area', () => {
    const ids = all.map((operation) => operation.operationId ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, operation] of operations) {
      const path = key.split(' ')[1] ?? '';
      const area = Object.entries(AREA_PREFIX).find(([, prefix]) => path.startsWith(`${prefix}/`))?.[0];
      if (area) expect(operation.operationId?.startsWith(area)).toBe(true);
    }
  });

  it('secures each area with its own bearer scheme, the partner sign-in with the user-portal token', () => {
    const expected = { system: 'systemBearer', partner: 'partnerBearer', userPortal: 'userPortalBearer' };
    for (const [key, operation] of operations) {
      const path = key.split(' ')[1] ?? '';
      const area = (Object.keys(AREA_PREFIX) as (keyof typeof AREA_PREFIX)[]).find((a) =>
        path.startsWith(`${AREA_PREFIX[a]}/`),
      );
      if (!area || operation.security?.length === 0) continue;
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      if (key === 'post /partner/v1/auths') expect(scheme).toBe('userPortalBearer');
      else expect(scheme).toBe(expected[area]);
    }
  });

  it('accepts the XSRF header on every state-changing call and returns it on every success', () => {
    for (const [key, operation] of operations) {
      if (key === 'get /healthz') continue;
      // The card processor's server posts its signed events here: no browser, so no XSRF cookie or header.
      if (key === 'post /public/v1/payments/stripe/webhook') continue;
      if (!key.startsWith('get ')) {
        expect(
          operation.parameters?.some((p) => p.$ref === '#/components/parameters/XsrfToken'),
          key,
        ).toBe(true);
      }
      expect(operation.responses['200']?.headers?.['X-XSRF-TOKEN'], key).toBeDefined();
    }
  });

  it('takes multipart bodies for partner, location, service, group and log uploads', () => {
    const multipart = [
      'post /system/v1/partner',
      'put /system/v1/partner/{}',
      'post /partner/v1/locations',
      'put /partner/v1/locations/{}',
      'post /partner/v1/services',
      'put /partner/v1/services/{}',
      'post /partner/v1/groups',
      'put /partner/v1/groups/{}',
      'put /partner/v1/biometrics/logs',
    ];
    for (const key of multipart) {
      expect(Object.keys(operations.get(key)?.requestBody?.content ?? {}), key).toEqual([
        'multipart/form-data',
      ]);
    }
  });

  it('answers PDFs, EFT and PRN files and images as binary', () => {
    const media = (key: string) => Object.keys(operations.get(key)?.responses['200']?.content ?? {});
    expect(media('get /partner/v1/appointments/identity-history-summary/{}')).toEqual(['application/pdf']);
    expect(media('get /partner/v1/biometrics/identity-history-summary/{}')).toEqual(['application/pdf']);
    expect(media('get /partner/v1/biometrics/application-form/{}')).toEqual(['application/pdf']);
    expect(media('get /partner/v1/biometrics/get-prn-file/{}')).toEqual(['application/octet-stream']);
    expect(media('get /partner/v1/biometrics/eft-file/{}')).toEqual(['application/octet-stream']);
    expect(media('get /partner/v1/files/{}')).toContain('image/png');
  });

  it('spells the enums of spec section 4 as the wire does', () => {
    const schemas = backend.components.schemas;
    expect(schemas['AppointmentStatus']?.enum).toEqual([
      'CONFIRMED',
      'CANCELED',
      'COMPLETED',
      'NO_SHOW',
      'DRAFT',
    ]);
    expect(schemas['BiometricStatus']?.enum).toEqual([
      'COMPLETED',
      'IN_PROGRESS',
      'IN_REVIEW',
      'SENT_TO_FBI',
      'RECAPTURED',
      'REQUEST_FOR_RECAPTURE',
    ]);
    // §4's three results, and QUEUED, which issue 17 adds for a transfer still waiting on the delivery queue.
    expect(schemas['TransmissionResult']?.enum).toEqual(['QUEUED', 'SUCCESS', 'TRANSMITTED', 'FAILED']);
    expect(schemas['CaptureType']?.enum).toEqual(['ROLL', 'FLAT']);
  });

  it('shares the error body and the paged payload', () => {
    const schemas = backend.components.schemas;
    expect(schemas['Error']?.required).toEqual(['code', 'message', 'description']);
    expect(schemas['Paged']?.required).toEqual(['data', 'totalRecords', 'limit', 'currentPage']);
  });

  // Spec section 3, entity by entity, with the fields it names.
  const ENTITIES: Record<string, string> = {
    DaySchedule: 'day startTime endTime active',
    LoginRequest: 'email password',
    PartnerLoginRequest: 'partnerId locationId location',
    PasswordChange: 'oldPassword newPassword confirmPassword',
    PasswordReset: 'token newPassword confirmPassword',
    Role: 'id title active forLocation remarks permissions',
    Paged: 'data totalRecords limit currentPage',
    UserAccess: 'partners locations',
    AccessibleLocation: 'name companyLogo address',
    AccessiblePartner: 'companyLogo',
    SignedInUser: 'fullName companyLogo favicon email',
    UserSession:
      'fullName accessCode token id partnerId partnerLegalName companyLogo favicon enforcePasswordChange locationId',
    CodeListEntry: 'code data id active',
    Partner: 'id code legalName timeZone companyLogo favicon email active addresses contactPersons',
    Address: 'state city addressLineOne addressLineTwo zipCode map',
    MapPoint: 'latitude longitude locationName',
    ContactPerson: 'firstName lastName phone email',
    Location:
      'id code title displayName timeZone description active visible image addressInfo contactInfo notificationInfo',
    NotificationInfo: 'phone email',
    PartnerService:
      'id displayName description serviceType rate quantityOfFingerPrintCard taxPercentage centralCommission ' +
      'additionalCostPerFingerPrintCard twoFactorAuthentication serviceLogo serviceImage active deleted fingerPrintCardService',
    Group: 'name description active image',
    AppointmentSettings: 'appointmentPolicy breaks timeoffs workingHours',
    AppointmentPolicy: 'appointmentsPerTimeSlot appointmentViewLimit duration',
    AppointmentSearch: 'pageNumber pageSize status searchParameter appointmentDate sortOrder sortField',
    PaymentMode: 'id code title active',
    BiometricTransaction:
      'productName deviceId deviceType firmwareVersion hardwareVersion captureType nist recaptureReferenceId msId ' +
      'middleName ssn addressLine1 addressLine2 generationalSuffix appointmentId ihsOrder ihsAttachment ' +
      'paymentVerificationCode image oriRequiresPhotograph oriId partnerServiceId locationServiceId status serviceId ' +
      'partnerId locationId height dateOfBirth firstName lastName email confirmEmail contactNumber city state zipCode ' +
      'reason remarks placeOfBirth countryOfCitizenship gender race eyeColor hairColor weight residentStatus ' +
      'transactionType transactionControlReference controllingAgencyIdentifier customersOriginatingAgencyIdentifier ' +
      'originatingAgencyCaseNumber originatingAgencyIdentifier transactionDate transactionControlNumber priority ' +
      'courierName courierTrackingNumber applicantSignature officerSignature applicationPdf',
    Fingerprint: 'code wsqImage bitmapImage height width id',
    BiometricSearch:
      'pageNumber pageSize status searchParameter createdOn sortOrder sortField locationId locationIds serviceIds ' +
      'residentStatus recaptureReferenceId includeRecaptureParent',
    CompletionPayload:
      'id status leftOffset topOffset printBlack printWhite sharpness gamma generateEft printerInfo',
  };

  const fieldsOf = (schema: Schema | undefined): string[] => {
    if (!schema) return [];
    if (schema.$ref) return fieldsOf(backend.components.schemas[schema.$ref.split('/').pop() ?? '']);
    return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(fieldsOf)];
  };

  it.each(Object.entries(ENTITIES))(
    'describes the entity %s with the fields of spec section 3',
    (name, fields) => {
      expect(fieldsOf(backend.components.schemas[name])).toEqual(expect.arrayContaining(fields.split(/\s+/)));
    },
  );
});

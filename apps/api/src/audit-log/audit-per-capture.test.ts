/**
 * The audit rows one captured transaction writes (issue 24's note): a front desk books the appointment, creates
 * the transaction from it, fills the applicant, marks a finger missing, stores the prints and completes the
 * capture. The figure is pinned by action, so a change that adds or loses an entry on this path fails here and
 * the note in docs/decisions.md is updated with it.
 */
import { FINGER_CODES, type FingerCode } from '@ridgeline/domain';
import { gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatorSize, testPrint, TINY_PNG_DATA_URL } from '../biometrics/synthetic-prints';
import { auditLog } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { applicantDetails, bookableService } from '../test/booking-fixtures';
import { call } from '../test/sessions';

let serviceId = '';

const { t, s } = useDemoTestApp(async () => {
  serviceId = await bookableService(t, s.partner, s.downtownId);
});

async function ok(method: 'POST' | 'PUT', path: string, body: object) {
  const response = await call(t.app, s.location, method, path, body);
  expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(200);
  return response.json().data as { id: string };
}

const missing: FingerCode[] = ['LEFT_INDEX_ROLL'];

describe('audit rows per captured transaction', () => {
  it('writes one entry per change from booking to the completed record', async () => {
    const [{ last } = { last: 0 }] = await t.database.db
      .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)` })
      .from(auditLog);

    // The fake clock stands at Monday 2026-03-02: Tuesday is bookable.
    const appointment = await ok('POST', '/partner/v1/appointments', {
      locationId: s.downtownId,
      partnerServiceId: serviceId,
      appointmentDate: '2026-03-03',
      startTime: '10:00',
      firstName: 'Dana',
      lastName: 'Whitaker',
      email: 'dana@example.test',
      contactNumber: '4155550123',
      remarks: null,
    });
    const { id } = await ok('POST', '/partner/v1/biometrics', {
      productName: 'FBIBGCHECK',
      captureType: 'ROLL',
    });
    await ok('PUT', `/partner/v1/biometrics/${id}`, {
      ...applicantDetails(),
      appointmentId: appointment.id,
      applicantSignature: TINY_PNG_DATA_URL,
      officerSignature: TINY_PNG_DATA_URL,
    });
    await ok('PUT', '/partner/v1/biometrics/annotation', {
      id,
      annotations: [{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' }],
    });
    await ok('PUT', '/partner/v1/biometrics/fingerprints', {
      id,
      fingerprints: FINGER_CODES.filter((code) => !missing.includes(code)).map((code) =>
        testPrint(code, simulatorSize(code)),
      ),
    });
    await ok('PUT', '/partner/v1/biometrics/complete', {
      id,
      status: 'COMPLETED',
      leftOffset: '0',
      topOffset: '0',
      generateEft: true,
      printerInfo: 'Front desk',
    });

    const rows = await t.database.db
      .select({ action: auditLog.action, entityType: auditLog.entityType, details: auditLog.details })
      .from(auditLog)
      .where(gt(auditLog.id, last));
    const actions = rows.map((row) => row.action);
    console.info(`audit rows per captured transaction (appointment to completed record): ${rows.length}`);
    console.info(`  ${actions.join(', ')}`);
    expect(actions.slice().sort()).toEqual(EXPECTED.slice().sort());
    // The prints' entry holds each file as name and SHA-256, never its bytes: its whole text stays small.
    const prints = rows.find((row) => row.action === 'BIOMETRIC_FINGERPRINTS_SAVED');
    const text = JSON.stringify(prints?.details);
    expect(text.match(/"sha256":"[0-9a-f]{64}"/g)).toHaveLength(26);
    expect(text.length).toBeLessThan(16_000);
  }, 60_000);
});

// Six: the booking, the transaction's creation, the applicant, the annotation, the prints (files as name and
// SHA-256) and the completion; see docs/decisions.md ("Audit by contract").
const EXPECTED = [
  'APPOINTMENT_CREATED',
  'BIOMETRIC_TRANSACTION_CREATED',
  'BIOMETRIC_TRANSACTION_UPDATED',
  'BIOMETRIC_ANNOTATIONS_UPDATED',
  'BIOMETRIC_FINGERPRINTS_SAVED',
  'BIOMETRIC_TRANSACTION_COMPLETED',
];

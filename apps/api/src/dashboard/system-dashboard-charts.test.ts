import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, biometricTransactions, deliveries, partners } from '../db/schema';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, type Session, signInSystem } from '../test/sessions';

interface Day {
  date: string;
  appointments: number;
  captures: number;
  deliveries: number;
  failedDeliveries: number;
}
interface PartnerShare {
  partnerId: string;
  name: string;
  appointments: number;
  captures: number;
}
interface Charts {
  days: Day[];
  partners: PartnerShare[];
}

let t: AuthTestApp;
let system: Session;

useAuthTestApp(async (app) => {
  t = app;
  system = await signInSystem(t.app);
});

async function charts(): Promise<Charts> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/system/v1/dashboard/charts',
    headers: authHeaders(system),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Charts }>().data;
}

const byDate = (data: Charts) => new Map(data.days.map((day) => [day.date, day]));

describe('system dashboard charts', () => {
  it('counts the last 30 days across partners: appointments, captures, deliveries and their failures', async () => {
    // The fake clock stands at 2026-03-02 09:00 UTC; the window is Feb 1 to Mar 2.
    const before = await charts();
    expect(before.days).toHaveLength(30);
    expect(before.days[0]?.date).toBe('2026-02-01');
    expect(before.days.at(-1)?.date).toBe('2026-03-02');

    // A partner of this test's own, so its share is exactly what the test inserts; the demo data sits beside it.
    const [charted] = await t.database.db
      .insert(partners)
      .values({ code: 'charted', legalName: 'Charted Inc' })
      .returning();
    const [template] = await t.database.db.select().from(appointments).limit(1);
    if (!charted || !template) throw new Error('no partner or no demo appointment');
    const appointmentOn = (appointmentDate: string) => ({
      ...template,
      id: randomUUID(),
      partnerId: charted.id,
      appointmentDate,
      confirmationNumber: `CHART-${randomUUID()}`,
    });
    await t.database.db.insert(appointments).values([
      appointmentOn('2026-03-02'),
      appointmentOn('2026-03-02'),
      appointmentOn('2026-03-02'),
      appointmentOn('2026-02-01'),
      // A day before the window: not counted.
      appointmentOn('2026-01-31'),
    ]);
    await t.database.db.insert(biometricTransactions).values([
      { partnerId: charted.id, createdAt: new Date('2026-03-02T00:30:00Z') },
      { partnerId: charted.id, createdAt: new Date('2026-02-20T23:59:00Z') },
      // The UTC day after the window's end: not counted.
      { partnerId: charted.id, createdAt: new Date('2026-03-03T00:00:00Z') },
    ]);
    const delivery = (status: 'sent' | 'failed' | 'retrying', createdAt: string) => ({
      partnerId: charted.id,
      channel: 'email' as const,
      idempotencyKey: `chart-${randomUUID()}`,
      messageId: randomUUID(),
      recipient: 'charted@example.test',
      sealedPayload: 'sealed',
      jobId: randomUUID(),
      status,
      createdAt: new Date(createdAt),
    });
    await t.database.db
      .insert(deliveries)
      .values([
        delivery('sent', '2026-03-02T08:00:00Z'),
        delivery('failed', '2026-03-02T08:10:00Z'),
        delivery('retrying', '2026-03-02T08:20:00Z'),
        delivery('failed', '2026-02-15T12:00:00Z'),
      ]);

    const after = await charts();
    const was = byDate(before);
    const now = byDate(after);
    const grew = (date: string) => {
      const a = now.get(date);
      const b = was.get(date);
      if (!a || !b) throw new Error(`no ${date} in the charts`);
      return {
        appointments: a.appointments - b.appointments,
        captures: a.captures - b.captures,
        deliveries: a.deliveries - b.deliveries,
        failedDeliveries: a.failedDeliveries - b.failedDeliveries,
      };
    };
    expect(grew('2026-03-02')).toEqual({ appointments: 3, captures: 1, deliveries: 3, failedDeliveries: 1 });
    expect(grew('2026-02-01')).toEqual({ appointments: 1, captures: 0, deliveries: 0, failedDeliveries: 0 });
    expect(grew('2026-02-20')).toEqual({ appointments: 0, captures: 1, deliveries: 0, failedDeliveries: 0 });
    expect(grew('2026-02-15')).toEqual({ appointments: 0, captures: 0, deliveries: 1, failedDeliveries: 1 });
    const untouched = after.days.filter(
      (day) => !['2026-03-02', '2026-02-01', '2026-02-20', '2026-02-15'].includes(day.date),
    );
    expect(untouched).toEqual(before.days.filter((day) => untouched.some((u) => u.date === day.date)));

    expect(after.partners.find((p) => p.partnerId === charted.id)).toEqual({
      partnerId: charted.id,
      name: 'Charted Inc',
      appointments: 4,
      captures: 2,
    });
    // Every active partner is listed, the demo's two among them, the busiest first.
    const active = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.active, true));
    expect(after.partners).toHaveLength(active.length);
    const totals = after.partners.map((p) => p.appointments + p.captures);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('is for signed-in system users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/system/v1/dashboard/charts' });
    expect(response.statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentModes, termsAndConditions } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

const { t, s } = useDemoTestApp();

describe('payment modes', () => {
  it('creates and modifies a mode; partners see only the active ones', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/setting/payment-mode', {
      code: 'check',
      title: 'Cheque',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'CHECK', integrationType: null });
    const id = created.json().data.id;
    const updated = await call(t.app, s.system, 'PUT', `/system/v1/setting/payment-mode/${id}`, {
      code: 'CHECK',
      title: 'Cheque',
      active: false,
    });
    expect(updated.json().data.active).toBe(false);
    const system = await call(t.app, s.system, 'GET', '/system/v1/setting/payment-mode');
    expect(
      system
        .json()
        .data.map((mode: { code: string }) => mode.code)
        .sort(),
    ).toEqual(['CARD', 'CASH', 'CHECK', 'INVOICE']);
    const partner = await call(t.app, s.partner, 'GET', '/partner/v1/setting/partner/payment-mode');
    expect(
      partner
        .json()
        .data.map((mode: { code: string }) => mode.code)
        .sort(),
    ).toEqual(['CARD', 'CASH', 'INVOICE']);
  });

  it('refuses a code already used (any case) and writes nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentModes))[0]?.n;
    const before = await count();
    const clash = await call(t.app, s.system, 'POST', '/system/v1/setting/payment-mode', {
      code: 'card',
      title: 'Card again',
      active: true,
    });
    expectRefusal(clash, 400, 'code is already used by another payment mode');
    expect(await count()).toBe(before);
  });
});

describe('terms and conditions', () => {
  it('searches all versions in the system area and the active ones in the partner area', async () => {
    await t.database.db
      .insert(termsAndConditions)
      .values({ title: 'Old applicant terms', content: 'Superseded', version: '0.9', active: false });
    const system = await call(t.app, s.system, 'POST', '/system/v1/setting/terms-and-condition/search', {});
    expect(system.json().totalRecords).toBe(2);
    const partner = await call(
      t.app,
      s.partner,
      'POST',
      '/partner/v1/setting/terms-and-condition/search',
      {},
    );
    expect(partner.json()).toMatchObject({ totalRecords: 1, data: [{ version: '1.0', active: true }] });
  });
});

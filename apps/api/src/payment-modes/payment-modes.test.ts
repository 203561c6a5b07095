import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentModes, termsAndConditions } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { auditEntries } from '../test/audit-entries';

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

  it('refuses a blank code or title naming the field, and stores them trimmed (the code upper-cased)', async () => {
    const mode = { code: 'voucher', title: 'Voucher', active: true };
    const url = '/system/v1/setting/payment-mode';
    expectRefusal(
      await call(t.app, s.system, 'POST', url, { ...mode, code: '  ' }),
      400,
      'code is a required field',
    );
    expectRefusal(
      await call(t.app, s.system, 'POST', url, { ...mode, title: ' ' }),
      400,
      'title is a required field',
    );
    const created = await call(t.app, s.system, 'POST', url, {
      ...mode,
      code: ' voucher ',
      title: ' Gift voucher ',
      integrationType: 'GIFT',
    });
    expect(created.json()).toMatchObject({
      message: 'Payment mode created successfully',
      data: { code: 'VOUCHER', title: 'Gift voucher', integrationType: 'GIFT' },
    });
  });

  it('answers 404 for a change to a mode that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-00000000b001';
    expectRefusal(
      await call(t.app, s.system, 'PUT', `/system/v1/setting/payment-mode/${missing}`, {
        code: 'GONE',
        title: 'Gone',
        active: true,
      }),
      404,
      'Payment mode not found',
    );
  });

  it('audits the creation and the change with the mode before and after', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/setting/payment-mode', {
      code: 'MONEYORDER',
      title: 'Money order',
      active: true,
    });
    const id = created.json().data.id;
    const [creation] = await auditEntries(t.database.db, 'PAYMENT_MODE_CREATED', id);
    expect(creation?.details.after).toMatchObject({ code: 'MONEYORDER', active: true });
    const changed = await call(t.app, s.system, 'PUT', `/system/v1/setting/payment-mode/${id}`, {
      code: 'MONEYORDER',
      title: 'Money order',
      active: false,
    });
    expect(changed.json().message).toBe('Payment mode updated successfully');
    const [change] = await auditEntries(t.database.db, 'PAYMENT_MODE_UPDATED', id);
    expect(change?.details.before).toMatchObject({ active: true });
    expect(change?.details.after).toMatchObject({ active: false });
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

  it('lists the newest version first unless asked otherwise, sorts titles A to Z and searches titles', async () => {
    const url = '/system/v1/setting/terms-and-condition/search';
    await t.database.db.insert(termsAndConditions).values([
      {
        title: 'Zebra terms',
        content: 'z',
        version: '0.1',
        active: false,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      },
      {
        title: 'Alpha terms',
        content: 'a',
        version: '3.0',
        active: false,
        createdAt: new Date('2030-01-01T00:00:00Z'),
      },
    ]);
    const byDate = await call(t.app, s.system, 'POST', url, {});
    const titles = (response: { json(): { data: { title: string }[] } }) =>
      response.json().data.map((row) => row.title);
    expect(titles(byDate)[0]).toBe('Alpha terms');
    expect(titles(byDate).at(-1)).toBe('Zebra terms');
    const byTitle = await call(t.app, s.system, 'POST', url, { sortField: 'title' });
    expect(titles(byTitle)[0]).toBe('Alpha terms');
    expect(titles(byTitle).at(-1)).toBe('Zebra terms');
    const byTitleDown = await call(t.app, s.system, 'POST', url, { sortField: 'title', sortOrder: 'DESC' });
    expect(titles(byTitleDown)[0]).toBe('Zebra terms');
    const found = await call(t.app, s.system, 'POST', url, { searchParameter: 'zebra' });
    expect(titles(found)).toEqual(['Zebra terms']);
  });
});

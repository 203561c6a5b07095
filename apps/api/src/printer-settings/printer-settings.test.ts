import { defaultPrinterConfig } from '@ridgeline/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

const { t, s } = useDemoTestApp();

describe('printer config', () => {
  it("answers '0' for every offset and adjustment while nothing is stored (spec §9)", async () => {
    const response = await call(t.app, s.system, 'GET', '/system/v1/setting/printer-config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...defaultPrinterConfig(), source: 'DEFAULT' } });
  });

  it("stores the system's offsets and a partner's own, which wins for that partner", async () => {
    const system = await call(t.app, s.system, 'POST', '/system/v1/setting/printer-config', {
      leftOffset: '1.5',
      topOffset: '-2',
      gamma: '10',
    });
    expect(system.statusCode).toBe(200);
    expect(system.json().data).toEqual({
      ...defaultPrinterConfig(),
      leftOffset: '1.5',
      topOffset: '-2',
      gamma: '10',
      source: 'SYSTEM',
    });
    let partner = await call(t.app, s.partner, 'GET', '/partner/v1/setting/printer-config');
    expect(partner.json().data).toMatchObject({ leftOffset: '1.5', source: 'SYSTEM' });

    const saved = await call(t.app, s.partner, 'POST', '/partner/v1/setting/printer-config', {
      leftOffset: '4',
      topOffset: '3.25',
      barcodeType: 'QR_CODE',
    });
    expect(saved.statusCode).toBe(200);
    partner = await call(t.app, s.location, 'GET', '/partner/v1/setting/printer-config');
    expect(partner.json().data).toMatchObject({
      leftOffset: '4',
      topOffset: '3.25',
      barcodeType: 'QR_CODE',
      source: 'PARTNER',
    });
    const stillSystem = await call(t.app, s.system, 'GET', '/system/v1/setting/printer-config');
    expect(stillSystem.json().data.leftOffset).toBe('1.5');
  });

  it('refuses an offset off the card with a 400 naming the field, and keeps the stored one', async () => {
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/setting/printer-config', {
      leftOffset: '60',
      topOffset: '0',
    });
    expectRefusal(response, 400, 'Left Offset must be between -50 and 50 mm (leftOffset)');
    const notANumber = await call(t.app, s.partner, 'POST', '/partner/v1/setting/printer-config', {
      leftOffset: '1',
      topOffset: '1,5',
    });
    expectRefusal(notANumber, 400, 'Top Offset must be a number with at most two decimals (topOffset)');
    const partner = await call(t.app, s.partner, 'GET', '/partner/v1/setting/printer-config');
    expect(partner.json().data.leftOffset).toBe('4');
  });

  it("refuses a location session the partner's printer config (403)", async () => {
    const response = await call(t.app, s.location, 'POST', '/partner/v1/setting/printer-config', {
      leftOffset: '0',
      topOffset: '0',
    });
    expect(response.statusCode).toBe(403);
  });

  it('writes each save to the audit trail with the value before and after (issue 24, audit by contract)', async () => {
    // The test clock stands still, so entries are told apart by what they hold, not by their time.
    const entries = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'PRINTER_SETTING_SAVED'), eq(auditLog.entityType, 'setting')))
      ).map((row) => {
        const details = row.details as { before?: { leftOffset?: string }; after?: { leftOffset?: string } };
        return {
          owner: row.entityId,
          partnerId: row.partnerId,
          before: details.before?.leftOffset,
          after: details.after?.leftOffset,
        };
      });
    await call(t.app, s.system, 'POST', '/system/v1/setting/printer-config', { leftOffset: '2' });
    await call(t.app, s.system, 'POST', '/system/v1/setting/printer-config', { leftOffset: '3' });
    await call(t.app, s.partner, 'POST', '/partner/v1/setting/printer-config', { leftOffset: '5' });
    const all = await entries();
    const systemSaves = all.filter((entry) => entry.owner === 'system');
    // The second system save holds the first's value as its before and its own as its after.
    expect(systemSaves).toContainEqual({ owner: 'system', partnerId: null, before: '2', after: '3' });
    const partnerSave = all.find((entry) => entry.owner !== 'system' && entry.after === '5');
    expect(partnerSave).toBeDefined();
    expect(partnerSave?.partnerId).toBe(partnerSave?.owner);
  });
});

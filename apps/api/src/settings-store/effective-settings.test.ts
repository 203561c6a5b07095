import { defaultAppointmentSettings } from '@ridgeline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { APPOINTMENT_RULES, BIOMETRIC_RULES, readEffectiveSetting } from './effective-settings';
import { saveSystemSetting, saveTenantSetting } from './settings-repository';

let partnerId: string;

const { t, s } = useDemoTestApp(async () => {
  const [downtown] = await t.database.db.select().from(locations).where(eq(locations.id, s.downtownId));
  partnerId = downtown?.partnerId ?? '';
});

function withDuration(duration: number) {
  const settings = defaultAppointmentSettings();
  settings.appointmentPolicy.duration = duration;
  return settings;
}

describe('the setting in force for server code', () => {
  it('walks location, partner, system and default', async () => {
    const { db } = t.database;
    const downtown = { partnerId, locationId: s.downtownId };
    expect(await readEffectiveSetting(db, APPOINTMENT_RULES, downtown)).toEqual({
      value: defaultAppointmentSettings(),
      source: 'DEFAULT',
    });
    const userId = null;
    await saveSystemSetting(db, 'appointment', withDuration(40), userId);
    expect((await readEffectiveSetting(db, APPOINTMENT_RULES, downtown)).source).toBe('SYSTEM');
    await saveTenantSetting(db, { partnerId, locationId: null }, 'appointment', withDuration(35), userId);
    expect(
      (await readEffectiveSetting(db, APPOINTMENT_RULES, downtown)).value.appointmentPolicy.duration,
    ).toBe(35);
    await saveTenantSetting(db, downtown, 'appointment', withDuration(25), userId);
    const own = await readEffectiveSetting(db, APPOINTMENT_RULES, downtown);
    expect([own.source, own.value.appointmentPolicy.duration]).toEqual(['LOCATION', 25]);
    // The partner's other location, the partner itself and the system keep theirs.
    const airport = await readEffectiveSetting(db, APPOINTMENT_RULES, { partnerId, locationId: s.airportId });
    expect([airport.source, airport.value.appointmentPolicy.duration]).toEqual(['PARTNER', 35]);
    const system = await readEffectiveSetting(db, APPOINTMENT_RULES, { partnerId: null, locationId: null });
    expect([system.source, system.value.appointmentPolicy.duration]).toEqual(['SYSTEM', 40]);
  });

  it('keeps kinds apart', async () => {
    const biometric = await readEffectiveSetting(t.database.db, BIOMETRIC_RULES, {
      partnerId,
      locationId: s.downtownId,
    });
    expect(biometric.source).toBe('DEFAULT');
  });
});

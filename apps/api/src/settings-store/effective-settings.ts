import {
  appointmentSettingsSchema,
  biometricSettingSchema,
  defaultAppointmentSettings,
  defaultBiometricSetting,
  defaultPrinterConfig,
  effectiveSetting,
  printerConfigSchema,
  type AppointmentSettings,
  type BiometricSetting,
  type EffectiveSetting,
  type PrinterConfig,
} from '@ridgeline/domain';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { readSystemSetting, readTenantSetting, type SettingKind } from './settings-repository';

/** How one kind of setting is checked and what it is while nothing is stored. */
export interface SettingKindRules<T> {
  kind: SettingKind;
  schema: v.GenericSchema<unknown, T>;
  defaults: () => T;
}

export const PRINTER_RULES: SettingKindRules<PrinterConfig> = {
  kind: 'printer',
  schema: printerConfigSchema,
  defaults: defaultPrinterConfig,
};
export const BIOMETRIC_RULES: SettingKindRules<BiometricSetting> = {
  kind: 'biometric',
  schema: biometricSettingSchema,
  defaults: defaultBiometricSetting,
};
export const APPOINTMENT_RULES: SettingKindRules<AppointmentSettings> = {
  kind: 'appointment',
  schema: appointmentSettingsSchema,
  defaults: defaultAppointmentSettings,
};

/** Where a setting applies: the system (no partner), a partner (no location) or one location of a partner. */
export interface SettingScope {
  partnerId: string | null;
  locationId: string | null;
}

/**
 * The setting in force for a scope, for any server code that acts on it (booking reads the appointment policy of
 * the location, completion the printer config, the capture the biometric settings): the location's own, else its
 * partner's, else the system's, else the default. The caller vouches that the location belongs to the partner
 * (it comes from the session or from a row read with the partner's scope).
 */
export async function readEffectiveSetting<T>(
  db: Db,
  rules: SettingKindRules<T>,
  scope: SettingScope,
): Promise<EffectiveSetting<T>> {
  const parse = (value: unknown): T | null => (value === null ? null : v.parse(rules.schema, value));
  const { partnerId, locationId } = scope;
  const location =
    partnerId && locationId
      ? parse(await readTenantSetting(db, { partnerId, locationId }, rules.kind))
      : null;
  const partner = partnerId
    ? parse(await readTenantSetting(db, { partnerId, locationId: null }, rules.kind))
    : null;
  const system = parse(await readSystemSetting(db, rules.kind));
  return effectiveSetting({ location, partner, system }, rules.defaults);
}

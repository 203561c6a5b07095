import * as v from 'valibot';

/** Spec §7 security setting (issue 18): whether signing in needs a second factor (an authenticator app). */
export interface SecuritySetting {
  requireSecondFactor: boolean;
}

export const securitySettingSchema = v.object({
  requireSecondFactor: v.boolean('Require a second factor must be on or off'),
});

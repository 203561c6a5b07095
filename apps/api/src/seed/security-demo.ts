import type { Db } from '../db/database';
import { saveSystemSetting } from '../settings-store/settings-repository';

/**
 * The demo turns off the second factor the system setting otherwise requires of system administrators, so the
 * demo administrator signs in with the password alone (the README says how to turn it on).
 */
export async function seedSecurityDemo(db: Db): Promise<void> {
  await saveSystemSetting(db, 'security', { requireSecondFactor: false }, null);
}

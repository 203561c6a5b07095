/**
 * Audit and history actions in words for staff (issue 27): the stored code stays the machine's, the screen shows
 * a sentence. Every action the API writes has its own words here (apps/api's audit-actions.nodb.test.ts reads the
 * API's list of actions and checks it); any other code (an older row, a code added without words) is its words in
 * sentence case, so nothing ever shows as a raw code.
 */
export const ACTION_WORDS: Readonly<Record<string, string>> = {
  ACCESS_REVOKED: 'Access revoked',
  ACCOUNT_LOCKED: 'Account locked',
  ACCOUNT_UNLOCKED: 'Account unlocked',
  APPOINTMENT_CREATED: 'Appointment booked',
  APPOINTMENT_SETTING_SAVED: 'Appointment settings saved',
  APPOINTMENT_STATUS_CHANGED: 'Appointment status changed',
  APPOINTMENT_UPDATED: 'Appointment updated',
  BIOMETRIC_ANNOTATIONS_UPDATED: 'Finger annotations updated',
  BIOMETRIC_EFT_QUEUED: 'EFT queued for sending',
  BIOMETRIC_FBI_RESPONSE_RECEIVED: 'FBI response received',
  BIOMETRIC_FINGERPRINTS_SAVED: 'Fingerprints stored',
  BIOMETRIC_LOGS_UPLOADED: 'Device log uploaded',
  BIOMETRIC_RECAPTURE_STARTED: 'Recapture started',
  BIOMETRIC_SETTING_SAVED: 'Biometric settings saved',
  BIOMETRIC_STATUS_CHANGED: 'Biometric record status changed',
  BIOMETRIC_TRANSACTION_COMPLETED: 'Capture completed',
  BIOMETRIC_TRANSACTION_CREATED: 'Capture started',
  BIOMETRIC_TRANSACTION_UPDATED: 'Biometric record updated',
  CATALOGUE_SERVICE_CREATED: 'Catalogue service created',
  CATALOGUE_SERVICE_UPDATED: 'Catalogue service updated',
  COMPANY_CREATED: 'Company created',
  COMPANY_UPDATED: 'Company updated',
  DELIVERY_RETRIED: 'Delivery queued again',
  FBI_RESPONSES_POLLED: 'FBI response folders polled',
  GROUP_CREATED: 'Group created',
  GROUP_DELETED: 'Group deleted',
  GROUP_ORDER_UPDATED: 'Groups reordered',
  GROUP_UPDATED: 'Group updated',
  IDENTITY_HISTORY_SUMMARY_GENERATED: 'Identity history summary generated',
  INVITATION_ACCEPTED: 'Invitation accepted',
  INVITATION_SENT: 'Invitation sent',
  INVITATION_WITHDRAWN: 'Invitation withdrawn',
  LOCATION_CREATED: 'Location created',
  LOCATION_SERVICE_SAVED: 'Location service saved',
  LOCATION_UPDATED: 'Location updated',
  LOGOUT: 'Signed out',
  MASTER_DATA_CREATED: 'Code list entry created',
  MASTER_DATA_UPDATED: 'Code list entry updated',
  ORI_CREATED: 'ORI created',
  ORI_UPDATED: 'ORI updated',
  PARTNER_CREATED: 'Partner created',
  PARTNER_SIGN_IN: 'Partner portal sign-in',
  PARTNER_UPDATED: 'Partner updated',
  PASSWORD_CHANGE: 'Password changed',
  PASSWORD_RESET: 'Password reset',
  PASSWORD_RESET_REQUEST: 'Password reset requested',
  PAYMENT_MODE_CREATED: 'Payment mode created',
  PAYMENT_MODE_UPDATED: 'Payment mode updated',
  PAYMENT_SETTING_SAVED: 'Card payment setting saved',
  PRINTER_SETTING_SAVED: 'Printer settings saved',
  ROLE_CREATED: 'Role created',
  ROLE_UPDATED: 'Role updated',
  SECOND_FACTOR: 'Second-factor code checked',
  SECOND_FACTOR_DISABLED: 'Second factor turned off',
  SECOND_FACTOR_ENROLLED: 'Second factor set up',
  SECOND_FACTOR_RESET: 'Second factor reset',
  SERVICE_CREATED: 'Service created',
  SERVICE_DELETED: 'Service deleted',
  SERVICE_UPDATED: 'Service updated',
  SESSION_ENDED: 'Session ended',
  SESSION_EXPIRED: 'Session expired',
  SETTING_UPDATED: 'Setting updated',
  SFTP_SETTING_SAVED: 'EFT SFTP server setting saved',
  SIGN_IN: 'Sign-in',
  SIGN_IN_PASSWORD_ACCEPTED: 'Signed in with password',
  SMSC_SETTING_SAVED: 'SMS gateway setting saved',
  SMTP_SETTING_SAVED: 'Mail server setting saved',
  SSN_REVEALED: 'SSN revealed',
  USER_CREATED: 'User created',
  USER_DISABLED_INACTIVE: 'User disabled after inactivity',
  USER_UPDATED: 'User updated',
};

/** Upper-case abbreviations kept as they are inside a sentence. */
const ABBREVIATIONS = new Set(['EFT', 'SSN', 'ORI', 'TCN', 'PDF', 'CSV', 'SFTP', 'SMS', 'API', 'FBI', 'ID']);

/** True when `code` has words of its own (not the sentence-case fallback). */
export function hasActionWords(code: string): boolean {
  return Object.hasOwn(ACTION_WORDS, code);
}

export function actionLabel(code: string): string {
  if (hasActionWords(code)) return ACTION_WORDS[code] as string;
  if (!/^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(code)) return code;
  const words = code.split('_').map((word) => (ABBREVIATIONS.has(word) ? word : word.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}

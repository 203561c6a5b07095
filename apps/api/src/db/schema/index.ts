export { auditLog } from './audit-log';
export { grants } from './grants';
export { rolePermissions, roles } from './roles';
export {
  passwordResetTokens,
  sessions,
  signInFailures,
  signInLocks,
  signInSourceFailures,
  unlockTokens,
} from './sessions';
export { companies, locations, partners } from './tenants';
export { files } from './files';
export { invitations } from './invitations';
export { masterData } from './master-data';
export { users } from './users';
export { deliveries, deliverySettings } from './deliveries';
export { systemSettings, tenantSettings } from './settings';
export { recoveryCodes, secondFactorChallenges, secondFactors } from './second-factor';
export { agentLogs, biometricFingerprints, biometricTransactions } from './biometrics';
export {
  groupServices,
  locationServices,
  oriServices,
  oris,
  partnerServices,
  paymentModes,
  serviceGroups,
  services,
  termsAndConditions,
} from './catalogue';
export { appointmentNotifications, appointments, bookingHolds } from './appointments';
export { idempotencyKeys } from './idempotency';

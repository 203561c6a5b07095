export { auditLog } from './audit-log';
export { grants } from './grants';
export { rolePermissions, roles } from './roles';
export { passwordResetTokens, sessions, signInFailures, signInLocks } from './sessions';
export { locations, partners } from './tenants';
export { users } from './users';
export { systemSettings, tenantSettings } from './settings';

export { auditLog } from './audit-log';
export { grants } from './grants';
export { rolePermissions, roles } from './roles';
export { passwordResetTokens, sessions, signInFailures } from './sessions';
export { companies, locations, partners } from './tenants';
export { files } from './files';
export { invitations } from './invitations';
export { masterData } from './master-data';
export { users } from './users';

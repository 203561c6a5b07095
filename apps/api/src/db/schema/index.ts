export { auditLog } from './audit-log';

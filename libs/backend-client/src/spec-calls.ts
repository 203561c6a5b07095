import type { BackendArea } from './areas';

export interface SpecCall {
  area: BackendArea;
  method: 'get' | 'post' | 'put' | 'delete';
  /** As spec section 7 writes it, under the area's prefix. */
  path: string;
}

const calls = (area: BackendArea, list: string): SpecCall[] =>
  list
    .trim()
    .split('\n')
    .map((line) => {
      const [method = '', path = ''] = line.trim().split(/\s+/);
      return { area, method: method.toLowerCase() as SpecCall['method'], path };
    });

/**
 * Every call of spec section 7, with the area that serves it (docs/decisions.md, "Contract"). Calls listed
 * under "System and shared calls" that serve partner data appear in both areas.
 */
export const SPEC_CALLS: readonly SpecCall[] = [
  ...calls(
    'userPortal',
    `
    POST /auths
    GET /users/access
    POST /auths/forget-password/request
    POST /auths/forget-password/authorize
    POST /users/password-change`,
  ),
  ...calls(
    'partner',
    `
    POST /auths
    POST /roles/search
    GET /roles
    GET /roles/search/{id}
    GET /appointments/identity-history-summary/{id}
    GET /biometrics/identity-history-summary/{id}`,
  ),
  ...calls(
    'system',
    `
    POST /auths
    POST /auths/forget-password/request
    POST /auths/forget-password/authorize
    POST /user/password-change
    POST /system/enforce-password
    POST /user/search
    POST /user
    PUT /user/{id}
    POST /users/search
    POST /users/search/invited-users
    POST /users/invite
    POST /users/revoke-access
    GET /master-data/category
    POST /master-data/search
    POST /master-data
    POST /master-data/grouped-list
    GET /setting/payment-mode
    POST /setting/payment-mode
    GET /setting/biometric
    PUT /setting/biometric
    GET /setting/printer-config
    POST /setting/printer-config
    GET /setting/smtp
    POST /setting/smtp
    GET /setting/smsc
    POST /setting/smsc
    GET /setting/eft-sftp
    PUT /setting/eft-sftp
    GET /setting/appointment
    POST /setting/appointment
    POST /setting/terms-and-condition/search
    POST /ori/search
    POST /ori
    PUT /ori/{id}
    GET /ori/{id}
    POST /ori/search/all
    POST /ori/search/detail
    GET /ori/types
    GET /service/selectable
    POST /service/search
    POST /service
    PUT /service/{id}
    POST /partner/service/search
    POST /partner/service
    PUT /partner/service/{id}
    POST /partner/search
    POST /partner
    PUT /partner/{id}
    GET /partner/{id}
    GET /partner/{id}/images`,
  ),
  ...calls(
    'partner',
    `
    POST /users/search
    POST /users/search/invited-users
    POST /users/invite
    POST /users/revoke-access
    POST /master-data/grouped-list
    GET /setting/partner/payment-mode
    GET /setting/biometric
    PUT /setting/biometric
    GET /location-setting/{id}/biometric
    PUT /location-setting/{id}/biometric
    GET /setting/printer-config
    POST /setting/printer-config
    GET /setting/smtp
    POST /setting/smtp
    GET /setting/eft-sftp
    PUT /setting/eft-sftp
    GET /location-setting/{id}/eft-sftp
    PUT /location-setting/{id}/eft-sftp
    GET /setting/appointment
    POST /setting/appointment
    GET /location-setting/{id}/appointment
    POST /location-setting/{id}/appointment
    POST /setting/terms-and-condition/search
    POST /ori/search/all
    POST /ori/search/detail
    GET /ori/types
    POST /services/search
    POST /services/search/all
    GET /services/{id}
    POST /services
    PUT /services/{id}
    PUT /locations/services/{id}
    GET /services/service-type
    GET /services/two-factor-authentication
    GET /services/selectable-infos
    POST /locations/services/search
    POST /locations/services/search/all
    GET /locations/services/{id}
    POST /locations/services
    GET /locations/services/selectable-infos
    POST /group-services/list
    POST /groups
    GET /groups/{id}
    PUT /groups/{groupId}
    DELETE /groups
    POST /locations/search
    POST /locations
    GET /locations/{id}
    PUT /locations/{id}
    GET /locations/selectable-infos
    POST /company/search
    POST /company
    GET /company/{id}
    PUT /company/{id}
    GET /company/selectable
    POST /appointments/search
    GET /appointments/{id}
    PUT /appointments
    GET /appointments/selectable
    GET /appointments/security-detail/{id}
    POST /reports/appointment/search
    POST /reports/biometric/search
    POST /reports/appointment/download
    POST /reports/biometric/download
    POST /biometrics/search
    POST /biometrics
    PUT /biometrics/{transactionDetailId}
    GET /biometrics/{id}
    GET /biometrics/security-detail/{id}
    PUT /biometrics/fingerprints
    PUT /biometrics/annotation
    PUT /biometrics/complete
    POST /biometrics/send-eft
    GET /biometrics/agent-version
    GET /biometrics/agent
    PUT /biometrics/logs
    GET /biometrics/get-prn-file/{id}`,
  ),
];

/** The calls the spec marks "not shown", as designed in docs/decisions.md. */
export const NOT_SHOWN_CALLS: readonly SpecCall[] = [
  ...calls(
    'system',
    `
    GET /user/profile
    PUT /setting/payment-mode/{id}`,
  ),
  ...calls(
    'partner',
    `
    POST /biometrics/recapture-reference
    POST /biometrics/verify
    PUT /biometrics/applicant/{id}
    GET /biometrics/fingerprints/{id}/{code}
    GET /biometrics/application-form/{id}
    POST /biometrics/identity-history-summary/{id}
    GET /biometrics/agent/download-url`,
  ),
];

/** What a working product needs and the spec omits. */
export const ADDED_CALLS: readonly SpecCall[] = [
  ...calls('system', 'POST /auths/logout\nGET /user/{id}\nPOST /audit-logs/search\nGET /files/{id}'),
  ...calls(
    'partner',
    'POST /auths/logout\nGET /files/{id}\nPOST /appointments\nPOST /roles\nPUT /roles/{id}',
  ),
  ...calls(
    'partner',
    'GET /permissions\nPOST /groups/search\nPUT /groups/order\nGET /biometrics/eft-file/{id}',
  ),
  ...calls('partner', 'GET /appointments/slots\nGET /appointments/dashboard'),
  ...calls('system', 'GET /dashboard/charts'),
  ...calls('userPortal', 'POST /auths/logout'),
];

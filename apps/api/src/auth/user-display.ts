import type { UserRow } from './auth.plugin';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The signed-in user info of the system area and the user portal. */
export function signedInUser(user: UserRow) {
  return {
    id: user.id,
    fullName: fullName(user),
    email: user.email,
    companyLogo: null,
    favicon: null,
    enforcePasswordChange: user.enforcePasswordChange,
  };
}

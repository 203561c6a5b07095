import type { AuthContext } from 'ssh2';

/** Accepts exactly this user name and password, and nothing else, as a test server's only credential. */
export function acceptPassword(
  context: AuthContext,
  credential: { username: string; password: string },
): void {
  if (
    context.method === 'password' &&
    context.username === credential.username &&
    context.password === credential.password
  ) {
    context.accept();
  } else context.reject(['password']);
}

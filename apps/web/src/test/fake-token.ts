const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT whose payload the browser can read; the signature is the server's business. */
export function fakeToken(expiresInSeconds = 600, now = Date.now()): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u1', exp: Math.floor(now / 1000) + expiresInSeconds })}.sig`;
}

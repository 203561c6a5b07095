/**
 * Where the payment adapter sends its API calls. Absent: the provider's own address (api.stripe.com). Set (the
 * PAYMENT_PROVIDER_URL environment variable, e.g. http://127.0.0.1:4242): the local card processor of `npm start`
 * and the tests. An operator's setting, never a tenant's: a partner's stored keys cannot point the API elsewhere.
 */
export interface PaymentEndpoint {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export function parsePaymentEndpoint(value: string | undefined): PaymentEndpoint | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PAYMENT_PROVIDER_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PAYMENT_PROVIDER_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.pathname !== '/' || url.search || url.username) {
    throw new Error(`PAYMENT_PROVIDER_URL is an origin only (scheme, host, port), got "${value}"`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    protocol,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
  };
}

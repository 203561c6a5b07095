import { describe, expect, it } from 'vitest';
import { parsePaymentEndpoint } from './payment-endpoint';

describe('PAYMENT_PROVIDER_URL', () => {
  it('absent leaves the adapter on the provider’s own address', () => {
    expect(parsePaymentEndpoint(undefined)).toBeUndefined();
    expect(parsePaymentEndpoint('')).toBeUndefined();
  });

  it('splits an origin into the protocol, host and port the stripe package takes', () => {
    expect(parsePaymentEndpoint('http://127.0.0.1:4242')).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 4242,
    });
    expect(parsePaymentEndpoint('https://payments.internal')).toEqual({
      protocol: 'https',
      host: 'payments.internal',
      port: 443,
    });
    expect(parsePaymentEndpoint('http://[::1]:4242')).toEqual({ protocol: 'http', host: '::1', port: 4242 });
  });

  it('refuses anything but an http(s) origin', () => {
    expect(() => parsePaymentEndpoint('ftp://127.0.0.1')).toThrow(/http\(s\) URL/);
    expect(() => parsePaymentEndpoint('http://127.0.0.1:4242/v1')).toThrow(/origin only/);
    expect(() => parsePaymentEndpoint('not a url')).toThrow(/http\(s\) URL/);
  });
});

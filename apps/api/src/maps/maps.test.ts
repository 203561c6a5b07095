import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { openTestDatabase } from '../test/test-database';
import { DEFAULT_GEOCODER_URL, DEFAULT_MAP_STYLE_URL, loadMapSettings, mapCspSources } from './map-settings';
import { call, demoSessions, type DemoSessions } from '../test/sessions';

describe('map settings from the environment', () => {
  it('defaults to a keyless style and Photon', () => {
    expect(loadMapSettings({})).toEqual({
      styleUrl: DEFAULT_MAP_STYLE_URL,
      geocoder: { url: DEFAULT_GEOCODER_URL, format: 'photon' },
      googleMapsApiKey: null,
      connectOrigins: [new URL(DEFAULT_MAP_STYLE_URL).origin, new URL(DEFAULT_GEOCODER_URL).origin],
    });
  });

  it('turns the style and the places search off with none', () => {
    const settings = loadMapSettings({ MAP_STYLE_URL: 'none', GEOCODER_URL: '' });
    expect(settings.styleUrl).toBeNull();
    expect(settings.geocoder).toBeNull();
    expect(settings.connectOrigins).toEqual([]);
  });

  it('takes a Nominatim geocoder, extra tile origins and a Google key', () => {
    const settings = loadMapSettings({
      MAP_STYLE_URL: 'https://maps.example.test/style.json',
      GEOCODER_URL: 'http://localhost:7070/search',
      GEOCODER_FORMAT: 'nominatim',
      MAP_EXTRA_ORIGINS: 'https://tiles.example.test/a, https://maps.example.test',
      GOOGLE_MAPS_API_KEY: 'browser-key',
    });
    expect(settings.geocoder).toEqual({ url: 'http://localhost:7070/search', format: 'nominatim' });
    expect(settings.connectOrigins).toEqual([
      'https://maps.example.test',
      'http://localhost:7070',
      'https://tiles.example.test',
    ]);
    expect(mapCspSources(settings).scriptSrc).toEqual(['https://maps.googleapis.com']);
  });

  it('refuses a malformed URL or format at start', () => {
    expect(() => loadMapSettings({ MAP_STYLE_URL: 'ftp://x' })).toThrow(/MAP_STYLE_URL/);
    expect(() => loadMapSettings({ GEOCODER_URL: 'not a url' })).toThrow(/GEOCODER_URL/);
    expect(() => loadMapSettings({ GEOCODER_FORMAT: 'google' })).toThrow(/GEOCODER_FORMAT/);
  });
});

describe('GET /partner/v1/maps/settings', () => {
  let t: AuthTestApp;
  let s: DemoSessions;
  beforeAll(async () => {
    t = await startAuthTestApp();
    s = await demoSessions(t.app, t.database.db);
  });
  afterAll(async () => {
    expect(t.contractMismatches).toEqual([]);
    await t.close();
  });

  it('tells partner and location sessions where the maps come from', async () => {
    for (const session of [s.partner, s.location]) {
      const response = await call(t.app, session, 'GET', '/partner/v1/maps/settings');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        styleUrl: null,
        geocoderUrl: null,
        geocoderFormat: 'photon',
        googleMapsApiKey: null,
      });
    }
  });

  it('is closed to callers without a partner session', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/partner/v1/maps/settings' });
    expect(anonymous.statusCode).toBe(401);
    const system = await call(t.app, s.system, 'GET', '/partner/v1/maps/settings');
    expect(system.statusCode).toBe(401);
  });
});

describe('the CSP follows the map settings', () => {
  it('lets the browser reach the style and geocoder origins, and run the map workers', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      config: {
        webDistDir: '/nonexistent-web-dist',
        maps: loadMapSettings({
          MAP_STYLE_URL: 'https://maps.example.test/style.json',
          GEOCODER_URL: 'https://geo.example.test/api',
        }),
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
      expect(connect).toContain('https://maps.example.test');
      expect(connect).toContain('https://geo.example.test');
      expect(csp).toMatch(/worker-src 'self' blob:/);
      expect(csp).not.toContain('maps.googleapis.com');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and .data/ under the working directory', () => {
    const config = loadConfig({}, '/srv/ridgeline');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/ridgeline/.data'));
  });

  it('takes PORT, DATABASE_URL and DATA_DIR from the environment', () => {
    const config = loadConfig(
      { PORT: '4100', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATA_DIR: '/var/lib/rl' },
      '/srv',
    );
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.dataDir).toBe('/var/lib/rl');
  });

  it('rejects a PORT that is not a port number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535');
  });

  it('believes no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

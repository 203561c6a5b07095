import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- scripts/ belongs to no project; npm start's banner is tested here
import { agentCorsOrigins, startBanner } from '../../../scripts/start-banner.mjs';

const signIns = readFileSync(new URL('../../../docs/demo-sign-ins.txt', import.meta.url), 'utf8');

describe('the npm start banner', () => {
  it('prints the sign-in addresses on the port the API runs on (PORT)', () => {
    const banner = startBanner({
      port: 3610,
      agentPort: 8690,
      channelerPort: 2611,
      cardSimPort: 3449,
      signIns,
    });
    expect(banner).toContain('open http://localhost:3610');
    expect(banner).toContain('127.0.0.1:2611');
    expect(banner).toContain('http://127.0.0.1:3449');
    expect(banner).toContain('http://localhost:3610/system/auth/login');
    expect(banner).toContain('http://localhost:8690/ping');
    expect(banner).not.toContain(':3000');
  });

  it('lets the agent simulator accept the web app served on that port', () => {
    expect(agentCorsOrigins(3610).split(',')).toContain('http://localhost:3610');
  });
});

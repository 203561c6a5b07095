import { describe, expect, it } from 'vitest';
import { activeTab, tabsFor } from './settings-tabs';

describe('the settings tabs', () => {
  it('give each portal its own tabs from the one list', () => {
    expect(tabsFor('system').map((tab) => tab.value)).toEqual([
      'appointment',
      'biometric',
      'printer',
      'security',
      'smtp',
      'smsc',
      'eft-sftp',
    ]);
    expect(tabsFor('partner').map((tab) => tab.value)).toContain('security');
    expect(tabsFor('location').map((tab) => tab.value)).toEqual(['appointment', 'biometric', 'eft-sftp']);
  });

  it('open the tab of the address, or the first one when the portal lacks it', () => {
    expect(activeTab('partner', 'printer')?.value).toBe('printer');
    expect(activeTab('location', 'printer')?.value).toBe('appointment');
    expect(activeTab('system', undefined)?.value).toBe('appointment');
  });
});

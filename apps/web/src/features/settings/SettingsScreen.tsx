import { Suspense, type ReactNode } from 'react';
import { Center, Stack, Tabs, Title } from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { activeTab, tabsFor } from './settings-tabs';
import type { SettingsScope } from './settings-scope';

export interface SettingsScreenProps {
  scope: SettingsScope;
  /** The `?tab=` of the address. */
  tab: string | undefined;
  /** Puts another tab in the address (the route replaces the search). */
  onTabChange: (tab: string) => void;
  /** Shown between the title and the tabs (the partner portal's choice of partner or location). */
  toolbar?: ReactNode;
}

const TITLE: Record<SettingsScope['kind'], string> = {
  system: 'Settings',
  partner: 'Partner Settings',
  location: 'Location Settings',
};

/** The settings page of every portal: one tab per entry of SETTINGS_TABS that the portal shows. */
export function SettingsScreen({ scope, tab, onTabChange, toolbar }: SettingsScreenProps) {
  const tabs = tabsFor(scope.kind);
  const current = activeTab(scope.kind, tab);
  return (
    <Stack>
      <Title order={1} size="h2">
        {TITLE[scope.kind]}
      </Title>
      {toolbar}
      <Tabs
        value={current?.value ?? null}
        onChange={(value) => value && onTabChange(value)}
        keepMounted={false}
      >
        <Tabs.List aria-label="Settings">
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Suspense
              fallback={
                <Center py="xl">
                  <LoadingIndicator label="Loading settings" />
                </Center>
              }
            >
              <Panel scope={scope} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

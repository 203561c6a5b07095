import { Stack, Tabs, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { smtpSettingQueryOptions } from '../../../features/delivery-settings/api/smtp-setting';
import { SmtpSettingsPanel } from '../../../features/delivery-settings/SmtpSettingsPanel';

export const Route = createFileRoute('/system/_admin/delivery-settings')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(smtpSettingQueryOptions()),
  component: DeliverySettings,
});

function DeliverySettings() {
  return (
    <Stack>
      <Title order={2}>Delivery settings</Title>
      <Tabs defaultValue="smtp" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="smtp">Mail server</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="smtp" pt="md">
          <SmtpSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

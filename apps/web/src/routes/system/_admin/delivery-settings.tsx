import { Stack, Tabs, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { sftpSettingQueryOptions } from '../../../features/delivery-settings/api/sftp-setting';
import { smscSettingQueryOptions } from '../../../features/delivery-settings/api/smsc-setting';
import { smtpSettingQueryOptions } from '../../../features/delivery-settings/api/smtp-setting';
import { SftpSettingsPanel } from '../../../features/delivery-settings/SftpSettingsPanel';
import { SmscSettingsPanel } from '../../../features/delivery-settings/SmscSettingsPanel';
import { SmtpSettingsPanel } from '../../../features/delivery-settings/SmtpSettingsPanel';

export const Route = createFileRoute('/system/_admin/delivery-settings')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(smtpSettingQueryOptions()),
      queryClient.ensureQueryData(smscSettingQueryOptions()),
      queryClient.ensureQueryData(sftpSettingQueryOptions()),
    ]),
  component: DeliverySettings,
});

function DeliverySettings() {
  return (
    <Stack>
      <Title order={2}>Delivery settings</Title>
      <Tabs defaultValue="smtp" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="smtp">Mail server</Tabs.Tab>
          <Tabs.Tab value="smsc">SMS</Tabs.Tab>
          <Tabs.Tab value="sftp">EFT SFTP</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="smtp" pt="md">
          <SmtpSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="smsc" pt="md">
          <SmscSettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="sftp" pt="md">
          <SftpSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

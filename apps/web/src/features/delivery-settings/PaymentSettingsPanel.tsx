import { Checkbox, Stack, Text } from '@mantine/core';
import { paymentSettingSchema } from '@ridgeline/domain';
import { useDomainForm } from '../forms/use-domain-form';
import type { SettingsScope } from '../settings/settings-scope';
import { usePaymentSetting, useSavePaymentSetting } from './api/payment-setting';
import { SecretField } from './SecretField';
import { ServerSettingsForm } from './ServerSettingsForm';

/**
 * The partner's card processor (issue 29): its Stripe secret key and webhook signing secret, write-only ("set" and
 * Replace), and whether the booking pages take the card for a service with a price. Without both keys the pages
 * offer "pay at the location".
 */
export function PaymentSettingsPanel({ scope }: { scope: SettingsScope }) {
  const { data } = usePaymentSetting(scope);
  const save = useSavePaymentSetting(scope);
  const domainForm = useDomainForm(paymentSettingSchema, {
    secretKey: '',
    webhookSecret: '',
    requireOnlinePayment: data.requireOnlinePayment,
  });
  const { form } = domainForm;
  return (
    <Stack maw={560}>
      <ServerSettingsForm
        name="Card payment setting"
        title="Card payment (Stripe)"
        domainForm={domainForm}
        save={(values) => save.mutateAsync(values)}
        secrets={['secretKey', 'webhookSecret']}
      >
        <Text size="sm" c="dimmed">
          Applicants pay on Stripe&apos;s page; card numbers never reach Ridgeline. Point the Stripe webhook
          at /public/v1/payments/stripe/webhook.
        </Text>
        <SecretField
          label="Secret Key"
          isSet={data.secretKeySet ?? false}
          inputProps={form.getInputProps('secretKey')}
        />
        <SecretField
          label="Webhook Signing Secret"
          isSet={data.webhookSecretSet ?? false}
          inputProps={form.getInputProps('webhookSecret')}
        />
        <Checkbox
          label="Require payment online when booking a service with a price"
          {...form.getInputProps('requireOnlinePayment', { type: 'checkbox' })}
        />
      </ServerSettingsForm>
    </Stack>
  );
}

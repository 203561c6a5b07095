import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { partnerServiceFormSchema, SERVICE_TYPE_OPTIONS } from '@ridgeline/domain';
import { ImageDrop } from '../files/ImageDrop';
import { useImageField } from '../files/use-image-field';
import { SubmitRow } from '../forms/SubmitRow';
import { useDomainForm } from '../forms/use-domain-form';
import type { PartnerService, PartnerServiceInput } from './api/partner-services';
import { MoneyInput } from './MoneyInput';
import { serviceFormValues, serviceInput, type ServiceFormValues } from './service-form-values';

interface ServiceFormProps {
  service?: PartnerService;
  onSubmit(save: { data: PartnerServiceInput; image: File | null }): Promise<unknown>;
}

/** Create or modify a partner service: what it is, what it costs (live currency formatting) and its image. */
export function ServiceForm({ service, onSubmit }: ServiceFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<ServiceFormValues>(partnerServiceFormSchema, serviceFormValues(service));
  const image = useImageField(service?.serviceImage);
  return (
    <form
      noValidate
      onSubmit={submit((values) => onSubmit({ data: serviceInput(values), image: image.file }))}
    >
      <Stack>
        <Fieldset legend="Service">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('displayName')} />
            <Select
              label="Service type"
              required
              allowDeselect={false}
              data={SERVICE_TYPE_OPTIONS.map((option) => ({ ...option }))}
              {...form.getInputProps('serviceType')}
            />
          </SimpleGrid>
          <Textarea mt="md" label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <ImageDrop label="Service image" kind="image" {...image.drop} />
        </Fieldset>
        <Fieldset legend="Price">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput label="Rate" required {...form.getInputProps('rate')} />
            <NumberInput
              label="Tax percentage"
              description="Blank means 0"
              suffix="%"
              decimalScale={2}
              allowNegative={false}
              hideControls
              {...form.getInputProps('taxPercentage')}
            />
            <MoneyInput
              label="Central commission"
              description="Blank means 0"
              {...form.getInputProps('centralCommission')}
            />
            <NumberInput
              label="Card quantity"
              description="FD-258 cards included; blank means 0"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('quantityOfFingerPrintCard')}
            />
            <MoneyInput
              label="Additional cost per card"
              description="Blank means 0"
              {...form.getInputProps('additionalCostPerFingerPrintCard')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Options">
          <Stack gap="sm">
            <Switch
              label="FD-258 card service"
              {...form.getInputProps('fingerPrintCardService', { type: 'checkbox' })}
            />
            <Switch
              label="Two-factor authentication"
              {...form.getInputProps('twoFactorAuthentication', { type: 'checkbox' })}
            />
            <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}

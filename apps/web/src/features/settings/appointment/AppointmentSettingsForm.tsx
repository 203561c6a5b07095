import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput, DateTimePicker, TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  APPOINTMENT_POLICY_LIMITS,
  addCalendarDays,
  appointmentSettingsSchema,
  epochToZoned,
  withPolicyDefaults,
  type AppointmentSettings,
  type Weekday,
} from '@ridgeline/domain';
import dayjs from 'dayjs';
import * as v from 'valibot';
import { useDomainForm } from '../../forms/use-domain-form';
import { SlotPreview } from './SlotPreview';

const DAY_LABELS: Record<Weekday, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};
const EVERY_DAY = 'EVERY_DAY';
const DAY_OPTIONS = [
  { value: EVERY_DAY, label: 'Every day' },
  ...Object.entries(DAY_LABELS).map(([value, label]) => ({ value, label })),
];

const POLICY_FIELDS = [
  ['appointmentsPerTimeSlot', 'Appointments Per Time Slot'],
  ['appointmentViewLimit', 'Appointment View Limit (days)'],
  ['duration', 'Duration (minutes)'],
  // How long before the appointment an applicant's own link stops changes (the public booking pages).
  ['cancellationCutoffHours', 'Cancellation Cut-off (hours)'],
] as const;
const HOURS_FIELDS = [
  ['startTime', 'start time'],
  ['endTime', 'end time'],
] as const;

interface EntryListProps<Entry> {
  legend: string;
  empty: string;
  entries: readonly Entry[];
  removeLabel(index: number): string;
  onRemove(index: number): void;
  addLabel: string;
  onAdd(): void;
  renderEntry(entry: Entry, index: number): ReactNode;
}

/** A fieldset of entries in a row each, with a remove button per row and an Add button below. */
function EntryList<Entry>(props: EntryListProps<Entry>) {
  return (
    <Fieldset legend={props.legend}>
      <Stack gap="xs">
        {props.entries.length === 0 ? <Text c="dimmed">{props.empty}</Text> : null}
        {props.entries.map((entry, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            {props.renderEntry(entry, index)}
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={props.removeLabel(index)}
              onClick={() => props.onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export interface AppointmentSettingsFormProps {
  initial: AppointmentSettings;
  timeZone: string;
  /** Sends the save; one request per submit. */
  onSubmit: (settings: AppointmentSettings) => Promise<unknown>;
  /** The clock of the preview; tests pass a fixed one. */
  now?: () => Date;
}

/** `YYYY-MM-DD HH:mm` (the wire) from the picker's `YYYY-MM-DD HH:mm:ss`, and back. */
const toWire = (value: string | null) => (value ? value.slice(0, 16) : '');
const toPicker = (value: string) =>
  value ? `${value.replace('T', ' ').padEnd(16, ' 00:00').slice(0, 16)}:00` : null;

/** Spec §3 appointment settings with a live preview of the slots booking will offer on a chosen day. */
export function AppointmentSettingsForm({
  initial,
  timeZone,
  onSubmit,
  now = () => new Date(),
}: AppointmentSettingsFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<AppointmentSettings & Record<string, unknown>>(
    appointmentSettingsSchema,
    withPolicyDefaults(structuredClone(initial)) as AppointmentSettings & Record<string, unknown>,
  );
  // Tomorrow where the location is: today may have few slots left.
  const [previewDate, setPreviewDate] = useState(() =>
    addCalendarDays(epochToZoned(now().getTime(), timeZone).date, 1),
  );
  const parsed = v.safeParse(appointmentSettingsSchema, form.values);
  const values = form.values;

  return (
    <form
      noValidate
      aria-label="Appointment Policy"
      onSubmit={submit((settings) => onSubmit(v.parse(appointmentSettingsSchema, settings)))}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <Fieldset legend="Policy">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {POLICY_FIELDS.map(([key, label]) => (
                  <NumberInput
                    key={key}
                    label={label}
                    min={APPOINTMENT_POLICY_LIMITS[key].min}
                    max={APPOINTMENT_POLICY_LIMITS[key].max}
                    allowDecimal={false}
                    required
                    {...form.getInputProps(`appointmentPolicy.${key}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>

            <Fieldset legend="Working Hours">
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Day</Table.Th>
                    <Table.Th>Open</Table.Th>
                    <Table.Th>Start Time</Table.Th>
                    <Table.Th>End Time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {values.workingHours.map((day, index) => {
                    const label = DAY_LABELS[day.day];
                    return (
                      <Table.Tr key={day.day}>
                        <Table.Td>{label}</Table.Td>
                        <Table.Td>
                          <Switch
                            aria-label={`${label} open`}
                            {...form.getInputProps(`workingHours.${index}.active`, { type: 'checkbox' })}
                          />
                        </Table.Td>
                        {HOURS_FIELDS.map(([field, name]) => (
                          <Table.Td key={field}>
                            <TimeInput
                              aria-label={`${label} ${name}`}
                              disabled={!day.active}
                              {...form.getInputProps(`workingHours.${index}.${field}`)}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
              {typeof form.errors['workingHours'] === 'string' ? (
                <Text c="red" size="sm" role="alert">
                  {form.errors['workingHours']}
                </Text>
              ) : null}
            </Fieldset>

            <EntryList
              legend="Breaks"
              empty="No breaks."
              entries={values.breaks}
              removeLabel={(index) => `Remove break ${index + 1}`}
              onRemove={(index) => form.removeListItem('breaks', index)}
              addLabel="Add break"
              onAdd={() => form.insertListItem('breaks', { startTime: '12:00', endTime: '13:00' })}
              renderEntry={(entry, index) => (
                <>
                  <Select
                    label="Day"
                    data={DAY_OPTIONS}
                    allowDeselect={false}
                    value={entry.day ?? EVERY_DAY}
                    error={form.errors[`breaks.${index}.day`]}
                    onChange={(value) =>
                      form.setFieldValue(
                        `breaks.${index}.day`,
                        value === EVERY_DAY || !value ? undefined : (value as Weekday),
                      )
                    }
                  />
                  <TimeInput label="Start Time" {...form.getInputProps(`breaks.${index}.startTime`)} />
                  <TimeInput label="End Time" {...form.getInputProps(`breaks.${index}.endTime`)} />
                  <TextInput label="Title" {...form.getInputProps(`breaks.${index}.title`)} />
                </>
              )}
            />

            <EntryList
              legend="Time-offs"
              empty="No time-offs."
              entries={values.timeoffs}
              removeLabel={(index) => `Remove time-off ${index + 1}`}
              onRemove={(index) => form.removeListItem('timeoffs', index)}
              addLabel="Add time-off"
              onAdd={() => {
                const day = dayjs(now()).add(7, 'day').format('YYYY-MM-DD');
                form.insertListItem('timeoffs', { from: `${day} 00:00`, to: `${day} 23:59` });
              }}
              renderEntry={(entry, index) => (
                <>
                  {(['from', 'to'] as const).map((end) => (
                    <DateTimePicker
                      key={end}
                      label={end === 'from' ? 'From' : 'To'}
                      valueFormat="YYYY-MM-DD HH:mm"
                      value={toPicker(entry[end])}
                      error={form.errors[`timeoffs.${index}.${end}`]}
                      onChange={(value) => form.setFieldValue(`timeoffs.${index}.${end}`, toWire(value))}
                    />
                  ))}
                  <TextInput label="Reason" {...form.getInputProps(`timeoffs.${index}.reason`)} />
                </>
              )}
            />

            <Group>
              <Button type="submit" disabled={submitting} loading={submitting}>
                Save
              </Button>
              <Button
                variant="default"
                disabled={submitting || !form.isDirty()}
                onClick={() =>
                  form.setValues(structuredClone(initial) as AppointmentSettings & Record<string, unknown>)
                }
              >
                Discard changes
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <DateInput
              label="Preview day"
              valueFormat="YYYY-MM-DD"
              value={previewDate}
              onChange={(value) => value && setPreviewDate(dayjs(value).format('YYYY-MM-DD'))}
            />
            <SlotPreview
              settings={parsed.success ? parsed.output : null}
              timeZone={timeZone}
              date={previewDate}
              now={now()}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

import { Badge, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { HANDS, FINGER_NAMES, fingerLabel, rolledFingerCode, type RolledFingerCode } from '@ridgeline/domain';
import {
  annotationChoice,
  annotationFor,
  type AnnotationChoice,
  type FingerAnnotation,
} from './finger-annotation';

export interface AnnotationEditorProps {
  /** Current annotations; a finger without an entry is unannotated. */
  annotations: readonly FingerAnnotation<string>[];
  /** Called with the finger's new annotation, or null when it is cleared. */
  onChange: (code: RolledFingerCode, annotation: FingerAnnotation | null) => void;
  disabled?: boolean;
}

const CHOICES: { value: AnnotationChoice; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'amputated', label: 'Amputated' },
  { value: 'unableToPrint', label: 'Unable to print' },
  { value: 'other', label: 'Other' },
];

const CHOICE_COLOR: Readonly<Record<AnnotationChoice, string | undefined>> = {
  none: undefined,
  amputated: 'red',
  unableToPrint: 'red',
  other: 'yellow',
};

/** The ten fingers, right hand first as on the FD-258 card, each with its annotation and reason. */
const ORDERED_CODES: readonly RolledFingerCode[] = [...HANDS]
  .reverse()
  .flatMap((hand) => FINGER_NAMES.map((finger) => rolledFingerCode(hand, finger)));

export function AnnotationEditor({ annotations, onChange, disabled = false }: AnnotationEditorProps) {
  const byCode = new Map(annotations.map((annotation) => [annotation.code, annotation]));
  return (
    <Table verticalSpacing="xs" aria-label="Finger annotations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Finger</Table.Th>
          <Table.Th>Annotation</Table.Th>
          <Table.Th>Reason</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ORDERED_CODES.map((code) => (
          <AnnotationRow
            key={code}
            code={code}
            annotation={byCode.get(code)}
            onChange={onChange}
            disabled={disabled}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface AnnotationRowProps {
  code: RolledFingerCode;
  annotation: FingerAnnotation<string> | undefined;
  onChange: AnnotationEditorProps['onChange'];
  disabled: boolean;
}

function AnnotationRow({ code, annotation, onChange, disabled }: AnnotationRowProps) {
  const label = fingerLabel(code);
  const choice = annotationChoice(annotation);
  const color = CHOICE_COLOR[choice];
  return (
    <Table.Tr data-annotation={annotation?.color ?? 'NONE'}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {annotation ? (
            <Badge size="xs" color={color} variant="filled">
              {annotation.color === 'RED' ? 'red' : 'yellow'}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <SegmentedControl<AnnotationChoice>
          size="xs"
          aria-label={`${label} annotation`}
          data={CHOICES}
          value={choice}
          color={color}
          disabled={disabled}
          onChange={(value) => onChange(code, annotationFor(code, value, annotation?.reason ?? ''))}
        />
      </Table.Td>
      <Table.Td>
        {choice === 'other' ? (
          <Stack gap={0}>
            <TextInput
              size="xs"
              aria-label={`${label} reason`}
              placeholder="e.g. Bandaged"
              value={annotation?.reason ?? ''}
              disabled={disabled}
              error={annotation?.reason ? undefined : 'Give a reason'}
              onChange={(event) =>
                onChange(code, { code, color: 'YELLOW', reason: event.currentTarget.value })
              }
            />
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {annotation?.reason ?? ''}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

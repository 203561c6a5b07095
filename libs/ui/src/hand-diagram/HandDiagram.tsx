import type { KeyboardEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import {
  FINGER_NAMES,
  fingerLabel,
  flatThumbCode,
  fourFingerCode,
  rolledFingerCode,
  sideOf,
  type FingerName,
  type FingerState,
  type Hand,
} from '@ridgeline/domain';
import { PALM, fingerShape } from './hand-geometry';
import {
  FINGER_STATUS_STYLE,
  FINGER_STATUS_TEXT,
  fingerStatus,
  groupStatus,
  type FingerStatus,
} from './finger-status';
import { HandDiagramLegend } from './HandDiagramLegend';

export interface HandDiagramProps {
  fingers: FingerState;
  onFingerSelect?: (hand: Hand, finger: FingerName) => void;
  /** The four-finger slap of a hand. */
  onFourFingerSelect?: (hand: Hand) => void;
  /** The flat (stamped) thumb of a hand. */
  onThumbSelect?: (hand: Hand) => void;
  /** While the device is busy nothing can be picked. */
  disabled?: boolean;
  /** Hide the four-finger and thumb group buttons (the annotation step only deals with single fingers). */
  hideGroups?: boolean;
  hideLegend?: boolean;
}

const HAND_TITLE: Readonly<Record<Hand, string>> = { leftHand: 'Left hand', rightHand: 'Right hand' };

/** Both hands with the state of every finger; each finger and group is a keyboard-operable button. */
export function HandDiagram(props: HandDiagramProps) {
  return (
    <Stack gap="md" role="group" aria-label="Hand diagram">
      <Group gap="xl" justify="center" align="flex-start" wrap="wrap">
        <HandView hand="leftHand" {...props} />
        <HandView hand="rightHand" {...props} />
      </Group>
      {props.hideLegend ? null : <HandDiagramLegend />}
    </Stack>
  );
}

function HandView({
  hand,
  fingers,
  onFingerSelect,
  onFourFingerSelect,
  onThumbSelect,
  disabled = false,
  hideGroups = false,
}: HandDiagramProps & { hand: Hand }) {
  const side = sideOf(hand);
  const fourFinger = groupStatus(fingers.fourFinger[side]);
  const thumb = groupStatus(fingers.thumbStamped[side]);
  const allFourMarked =
    hand === 'leftHand' ? fingers.leftFourFingerAvailable : fingers.rightFourFingerAvailable;
  return (
    <Stack gap="xs" align="center">
      <Text fw={600} size="sm">
        {HAND_TITLE[hand]}
      </Text>
      <svg viewBox="0 0 200 230" width={200} height={230} role="group" aria-label={HAND_TITLE[hand]}>
        <rect
          x={PALM.x}
          y={PALM.y}
          width={PALM.width}
          height={PALM.height}
          rx={PALM.radius}
          fill="var(--mantine-color-gray-0)"
          stroke="var(--mantine-color-gray-4)"
          strokeWidth={2}
        />
        {FINGER_NAMES.map((finger) => (
          <FingerButton
            key={finger}
            hand={hand}
            finger={finger}
            status={fingerStatus(fingers[hand][finger])}
            disabled={disabled || !onFingerSelect}
            onSelect={() => onFingerSelect?.(hand, finger)}
          />
        ))}
      </svg>
      {hideGroups ? null : (
        <Group gap="xs">
          <GroupButton
            label={fingerLabel(fourFingerCode(hand))}
            status={fourFinger}
            note={allFourMarked ? 'all four fingers annotated' : undefined}
            disabled={disabled || !onFourFingerSelect}
            onSelect={() => onFourFingerSelect?.(hand)}
          />
          <GroupButton
            label={`${fingerLabel(flatThumbCode(hand))} FLAT`}
            status={thumb}
            disabled={disabled || !onThumbSelect}
            onSelect={() => onThumbSelect?.(hand)}
          />
        </Group>
      )}
    </Stack>
  );
}

interface FingerButtonProps {
  hand: Hand;
  finger: FingerName;
  status: FingerStatus;
  disabled: boolean;
  onSelect: () => void;
}

function FingerButton({ hand, finger, status, disabled, onSelect }: FingerButtonProps) {
  const shape = fingerShape(hand, finger);
  const style = FINGER_STATUS_STYLE[status];
  const label = fingerLabel(rolledFingerCode(hand, finger));
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelect();
  };
  return (
    <g
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-pressed={status === 'selected'}
      data-status={status}
      onClick={disabled ? undefined : onSelect}
      onKeyDown={onKeyDown}
      style={{ cursor: disabled ? 'default' : 'pointer', outlineOffset: 2 }}
      transform={`rotate(${shape.angle} ${shape.x} ${shape.y})`}
    >
      <title>{`${label}: ${FINGER_STATUS_TEXT[status]}`}</title>
      <rect
        x={shape.x - shape.width / 2}
        y={shape.y - shape.length}
        width={shape.width}
        height={shape.length + 12}
        rx={shape.width / 2}
        fill={style.fill}
        stroke={style.stroke}
        strokeWidth={style.strokeWidth}
      />
    </g>
  );
}

interface GroupButtonProps {
  label: string;
  status: FingerStatus;
  note?: string | undefined;
  disabled: boolean;
  onSelect: () => void;
}

const GROUP_COLOR: Readonly<Record<FingerStatus, string>> = {
  red: 'red',
  yellow: 'yellow',
  selected: 'blue',
  captured: 'teal',
  pending: 'gray',
};

function GroupButton({ label, status, note, disabled, onSelect }: GroupButtonProps) {
  return (
    <Button
      size="xs"
      variant={status === 'pending' ? 'default' : status === 'selected' ? 'outline' : 'filled'}
      color={GROUP_COLOR[status]}
      aria-pressed={status === 'selected'}
      data-status={status}
      title={
        note ? `${label}: ${FINGER_STATUS_TEXT[status]}, ${note}` : `${label}: ${FINGER_STATUS_TEXT[status]}`
      }
      disabled={disabled}
      onClick={onSelect}
    >
      {label}
    </Button>
  );
}

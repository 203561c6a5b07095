import { Badge, Card, Center, Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { qualityColor, qualityText, type PrintQuality } from './print-quality';

export interface PrintTileProps {
  /** The print as an image URL (a PNG data URL from the agent); null before capture. */
  image: string | null;
  /** Card label, e.g. `R. THUMB` or `LEFT FOUR FINGER`. */
  label: string;
  /** 1 (best) to 5 (worst); null while no print exists. */
  quality: PrintQuality | null;
  /** Shown instead of the image when the finger is annotated (e.g. `Amputated`). */
  annotation?: { color: 'red' | 'yellow'; text: string } | undefined;
  selected?: boolean;
  /** Makes the tile a button (e.g. to recapture that print). */
  onSelect?: () => void;
  /** Wider tiles for four-finger slaps. */
  wide?: boolean;
}

/** One print of the card: the image, its label and a quality badge coloured from green (1) to red (5). */
export function PrintTile({
  image,
  label,
  quality,
  annotation,
  selected = false,
  onSelect,
  wide = false,
}: PrintTileProps) {
  const width = wide ? 280 : 140;
  const body = (
    <Card
      withBorder
      padding="xs"
      w={width}
      style={{
        borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: selected ? 2 : undefined,
      }}
    >
      <Card.Section>
        <Center h={140} bg="gray.0">
          {tileContent(image, label, annotation)}
        </Center>
      </Card.Section>
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
        <Text size="xs" fw={700}>
          {label}
        </Text>
        {quality !== null ? (
          <Badge
            size="sm"
            color={qualityColor(quality)}
            variant="filled"
            title={`Quality ${quality} of 5: ${qualityText(quality)}`}
            data-quality={quality}
          >
            Q{quality}
          </Badge>
        ) : null}
      </Group>
    </Card>
  );
  if (!onSelect) return body;
  return (
    <UnstyledButton onClick={onSelect} aria-label={label} aria-pressed={selected}>
      {body}
    </UnstyledButton>
  );
}

function tileContent(
  image: string | null,
  label: string,
  annotation: PrintTileProps['annotation'],
): ReactNode {
  if (annotation) {
    return (
      <Badge color={annotation.color} variant="light" size="lg">
        {annotation.text}
      </Badge>
    );
  }
  if (image === null) {
    return (
      <Text size="xs" c="dimmed">
        Not captured
      </Text>
    );
  }
  return <Image src={image} alt={`${label} print`} h={140} fit="contain" />;
}

import { Text } from '@mantine/core';
import { FD258_CARD_MM, PRINTER_OFFSET_LIMIT_MM, printedCardArea } from '@ridgeline/domain';

/** The sheet drawn around the card: the card plus the largest offset on every side. */
const SHEET = {
  width: FD258_CARD_MM.width + 2 * PRINTER_OFFSET_LIMIT_MM,
  height: FD258_CARD_MM.height + 2 * PRINTER_OFFSET_LIMIT_MM,
};

/**
 * Where the FD-258 card would print with these offsets: the dashed frame is the card at offset 0, the filled one
 * where the printer puts it (positive left moves it right, positive top moves it down).
 */
export function PrintPreview({ leftOffset, topOffset }: { leftOffset: string; topOffset: string }) {
  const area = printedCardArea({ leftOffset, topOffset });
  const origin = PRINTER_OFFSET_LIMIT_MM;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${SHEET.width} ${SHEET.height}`}
        width={320}
        role="img"
        aria-label={`Card printed ${area.left} mm from the left and ${area.top} mm from the top of its usual place`}
        style={{ background: 'var(--mantine-color-gray-1)', border: '1px solid var(--mantine-color-gray-5)' }}
      >
        <rect
          x={origin}
          y={origin}
          width={FD258_CARD_MM.width}
          height={FD258_CARD_MM.height}
          fill="none"
          stroke="var(--mantine-color-gray-6)"
          strokeDasharray="4 3"
        />
        <rect
          data-testid="printed-card"
          x={origin + area.left}
          y={origin + area.top}
          width={area.width}
          height={area.height}
          fill="var(--mantine-color-blue-1)"
          stroke="var(--mantine-color-blue-8)"
        />
        {/* The ten print boxes of the card's lower half, as a hint of orientation. */}
        {Array.from({ length: 10 }, (_, index) => (
          <rect
            key={index}
            x={origin + area.left + 8 + (index % 5) * 37.5}
            y={origin + area.top + 100 + Math.floor(index / 5) * 45}
            width={35}
            height={40}
            fill="none"
            stroke="var(--mantine-color-blue-8)"
            strokeWidth={0.6}
          />
        ))}
      </svg>
      <Text component="figcaption" size="sm" c="dimmed">
        Card moved {area.left} mm right and {area.top} mm down
      </Text>
    </figure>
  );
}

import { useEffect, useRef } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';

interface SmoothSignaturePadProps {
  /** Accessible name of the drawing surface, e.g. `Applicant signature`. */
  label: string;
  /** After every stroke: the signature as a PNG data URL (a bitmap, spec §5); null once cleared. */
  onChange(pngDataUrl: string | null): void;
  width?: number;
  height?: number;
}

/**
 * A signature on the maintained signature_pad library, whose Bézier smoothing and pressure-like line width give
 * signatures that read as handwriting (rather than libs/ui's polyline pad). White background so the PNG prints.
 */
export function SmoothSignaturePad({ label, onChange, width = 480, height = 160 }: SmoothSignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
    pad.addEventListener('endStroke', () =>
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png')),
    );
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Box
        style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, width, maxWidth: '100%' }}
      >
        <canvas
          ref={canvasRef}
          width={width}
          height={height}
          role="img"
          aria-label={label}
          style={{ display: 'block', width: '100%', touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Group>
        <Button variant="subtle" size="xs" onClick={clear}>
          Clear {label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}

import { useRef, useState, type PointerEvent } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';

export interface SignaturePadProps {
  /** Accessible name of the drawing surface, e.g. `Applicant signature`. */
  label: string;
  /** Called after every stroke with the whole signature as a PNG data URL, and with null once cleared. */
  onChange: (pngDataUrl: string | null) => void;
  width?: number;
  height?: number;
  disabled?: boolean;
}

interface Point {
  x: number;
  y: number;
}

/**
 * A canvas the applicant or officer signs with a mouse, pen or finger (pointer events). The bitmap goes out as
 * a PNG data URL because signatures are sent to the agent and the API as bitmap images.
 */
export function SignaturePad({
  label,
  onChange,
  width = 480,
  height = 160,
  disabled = false,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const last = useRef<Point | null>(null);
  const [signed, setSigned] = useState(false);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    // The canvas may be drawn smaller than its bitmap; scale CSS pixels to bitmap pixels.
    const scaleX = box.width > 0 ? width / box.width : 1;
    const scaleY = box.height > 0 ? height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111';
    }
    return ctx;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    last.current = point;
    const ctx = context();
    // A tap leaves a dot, like a pen would.
    ctx?.beginPath();
    ctx?.arc(point.x, point.y, 1.25, 0, Math.PI * 2);
    ctx?.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = last.current;
    if (!from || disabled) return;
    const to = pointAt(event);
    const ctx = context();
    ctx?.beginPath();
    ctx?.moveTo(from.x, from.y);
    ctx?.lineTo(to.x, to.y);
    ctx?.stroke();
    last.current = to;
  };

  const endStroke = () => {
    if (!last.current) return;
    last.current = null;
    setSigned(true);
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, width, height);
    last.current = null;
    setSigned(false);
    onChange(null);
  };

  return (
    <Stack gap="xs">
      <Box
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          width: '100%',
          maxWidth: width,
          background: 'white',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          width={width}
          height={height}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endStroke}
          onPointerCancel={endStroke}
          onPointerLeave={endStroke}
          style={{
            width: '100%',
            height: 'auto',
            display: 'block',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
        />
      </Box>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {signed ? 'Signed' : 'Sign inside the box'}
        </Text>
        <Button variant="default" size="xs" onClick={clear} disabled={disabled || !signed}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
}

import { Box, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { checkImageUpload, type ImageUploadKind } from '@ridgeline/domain';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

interface ImageDropProps {
  label: string;
  kind: ImageUploadKind;
  /** The stored image's URL, shown until a new file is chosen. */
  currentUrl?: string | null;
  value: File | null;
  onChange(file: File | null): void;
}

/**
 * A drop zone with preview for one image: drop a file or choose it (keyboard: Enter or Space). The file is judged
 * by its leading bytes with the same libs/domain rule the server applies, so a wrong file is refused at once.
 * Native drag and drop keeps the upload off the initial bundle (no drop-zone library needed).
 */
export function ImageDrop({ label, kind, currentUrl, value, onChange }: ImageDropProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  async function take(file: File | undefined) {
    if (!file) return;
    const check = checkImageUpload(label, new Uint8Array(await file.arrayBuffer()), kind);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    onChange(file);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  }

  const shown = preview ?? currentUrl ?? null;
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {label}
      </Text>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby={error ? `${inputId}-error` : undefined}
        style={{
          border: `2px dashed var(--mantine-color-${over ? 'blue-6' : error ? 'red-6' : 'gray-5'})`,
          borderRadius: 8,
          padding: 12,
        }}
      >
        <Group>
          {shown ? (
            <Image src={shown} alt={`${label} preview`} w={64} h={64} fit="contain" />
          ) : (
            <Box w={64} h={64} style={{ display: 'grid', placeItems: 'center' }}>
              <IconPhotoUp size={32} aria-hidden />
            </Box>
          )}
          <Text size="sm">
            {value
              ? value.name
              : `Drop ${kind === 'favicon' ? 'a PNG, JPEG or ICO' : 'a PNG or JPEG'} here or click to choose`}
          </Text>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={kind === 'favicon' ? 'image/png,image/jpeg,image/x-icon,.ico' : 'image/png,image/jpeg'}
        onChange={(event) => void take(event.currentTarget.files?.[0])}
      />
      {error && (
        <Text id={`${inputId}-error`} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

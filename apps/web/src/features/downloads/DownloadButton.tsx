import { Button, Progress, Stack, Text } from '@mantine/core';
import type { FileClient } from './use-download';
import { IconDownload } from '@tabler/icons-react';
import { useDownload } from './use-download';

interface DownloadButtonProps {
  client: FileClient;
  /** The API path of the file. */
  url: string;
  /** The saved name when the server names none. */
  fileName: string;
  label: string;
  disabled?: boolean;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * A download of one file with a progress bar while it arrives and the §8 `Download failed` message (with the
 * cause) under the button when it does not.
 */
export function DownloadButton({ client, url, fileName, label, disabled }: DownloadButtonProps) {
  const { progress, error, downloading, start } = useDownload(client, url, fileName);
  const percent = progress?.total ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <Stack gap={4} miw={220} w="fit-content">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={() => void start()}
        loading={downloading}
        disabled={disabled}
      >
        {label}
      </Button>
      {progress && (
        <>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={`${label}: download progress`}
            role="progressbar"
            aria-valuenow={percent ?? undefined}
            aria-valuemin={0}
            aria-valuemax={100}
          />
          <Text size="xs" c="dimmed">
            {percent === null
              ? `${kilobytes(progress.loaded)} received`
              : `${percent}% of ${kilobytes(progress.total ?? 0)}`}
          </Text>
        </>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error.message}
          {error.description ? `: ${error.description}` : ''}
        </Text>
      )}
    </Stack>
  );
}

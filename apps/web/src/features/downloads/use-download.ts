import { notifications } from '@mantine/notifications';
import {
  DOWNLOAD_FAILED_MESSAGE,
  downloadWithProgress,
  isApiError,
  type DownloadProgress,
} from '@ridgeline/backend-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from './save-blob';

/** Any area's client: downloads need only its fetchUrl (the session's headers on the API's own paths). */
export type FileClient = Parameters<typeof downloadWithProgress>[0];

export interface DownloadState {
  /** Set while the file arrives. */
  progress: DownloadProgress | null;
  /** The §8 message and the cause, after a failure. */
  error: { message: string; description: string } | null;
}

/**
 * Downloads one file of the API with progress (libs/backend-client's downloadWithProgress), saves it under the
 * server's file name (or `fallbackName`), and on failure shows the §8 `Download failed` toast and keeps the cause
 * for the screen. Leaving the screen cancels a download in progress.
 */
export function useDownload(client: FileClient, url: string, fallbackName: string) {
  const [state, setState] = useState<DownloadState>({ progress: null, error: null });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ progress: { loaded: 0, total: null }, error: null });
    try {
      const { blob, fileName } = await downloadWithProgress(client, url, {
        signal: abort.signal,
        onProgress: (progress) => setState({ progress, error: null }),
      });
      saveBlob(blob, fileName ?? fallbackName);
      setState({ progress: null, error: null });
    } catch (error) {
      if (abort.signal.aborted) return;
      const description = isApiError(error) ? error.description : '';
      notifications.show({ message: DOWNLOAD_FAILED_MESSAGE, color: 'red' });
      setState({ progress: null, error: { message: DOWNLOAD_FAILED_MESSAGE, description } });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, [client, url, fallbackName]);

  return { ...state, downloading: state.progress !== null, start };
}

/** The response-folder part of an EFT SFTP setting (issue 28), as stored and as answered. */
export interface ResponseFolderSettings {
  /** Where the FBI's answers arrive, on the same server as the EFT files; '' means this destination is not polled. */
  responseFolder: string;
  /** What a poll does with a file once its ledger row is committed: remove it, or move it to `processed/`. */
  afterRead: 'DELETE' | 'MOVE';
  /** Seconds between two polls of the folder. */
  responsePollSeconds: number;
}

/** Five minutes: answers take hours to days, and a poll is one SSH connection per destination. */
export const DEFAULT_RESPONSE_POLL_SECONDS = 300;

/** The stored (or sent) fields with their defaults; the contract has already bounded the values sent. */
export function responseSettingsOf(config: Record<string, unknown> | object): ResponseFolderSettings {
  const c = config as Record<string, unknown>;
  const folder = typeof c['responseFolder'] === 'string' ? c['responseFolder'].trim() : '';
  const seconds = typeof c['responsePollSeconds'] === 'number' ? c['responsePollSeconds'] : undefined;
  return {
    responseFolder: folder,
    afterRead: c['afterRead'] === 'DELETE' ? 'DELETE' : 'MOVE',
    responsePollSeconds: seconds ?? DEFAULT_RESPONSE_POLL_SECONDS,
  };
}

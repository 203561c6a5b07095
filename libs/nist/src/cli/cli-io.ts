/** What the CLI needs from the outside world, so tests can run it against memory. */
export interface CliIo {
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, bytes: Uint8Array): Promise<void>;
  stdout(text: string): void;
  stderr(text: string): void;
}

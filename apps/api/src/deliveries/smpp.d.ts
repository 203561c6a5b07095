// The `smpp` package ships no types; these cover the calls Ridgeline makes (client and, in tests, server).
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface Pdu {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(fields?: Record<string, unknown>): Pdu;
  }

  export interface Session extends EventEmitter {
    send(pdu: Pdu): boolean;
    bind_transceiver(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    submit_sm(fields: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    unbind(fields?: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export function connect(
    options: { host: string; port: number } | { socket: import('node:net').Socket },
    listener?: () => void,
  ): Session;
  export function createServer(listener: (session: Session) => void): NetServer;

  const smpp: { connect: typeof connect; createServer: typeof createServer };
  export default smpp;
}

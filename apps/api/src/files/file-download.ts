import type { FastifyReply } from 'fastify';

/** Answers bytes as an attachment under `name` (characters outside [A-Za-z0-9._-] become _), never cached. */
export const fileDownload = (reply: FastifyReply, type: string, name: string, bytes: Uint8Array) =>
  reply
    .header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .type(type)
    .send(Buffer.from(bytes));

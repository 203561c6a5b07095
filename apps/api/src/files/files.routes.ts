import type { FastifyInstance } from 'fastify';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { findFile, findPartnerFile } from './file-repository';
import { isValidFileSignature } from './file-urls';
import type { TenantContext } from './tenant-context';

const fileNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'File not found');

/**
 * Serves stored files: branding files to anyone (sign-in pages), every other file only through a signed URL that
 * has not expired. A wrong or stale signature answers 404 like a missing file, so ids cannot be probed.
 */
export async function filesRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<unknown, { id: string }, { expires?: string; signature?: string }>(
    app,
    'GET',
    '/system/v1/files/{id}',
    async (request, reply) => {
      const file = await findFile(context.db, request.params.id);
      if (!file) throw fileNotFound();
      if (file.purpose !== 'branding') {
        const expires = request.query.expires === undefined ? undefined : Number(request.query.expires);
        const valid = isValidFileSignature(
          context.secret,
          file.id,
          expires,
          request.query.signature,
          context.now(),
        );
        if (!valid) throw fileNotFound();
      }
      const blob = await context.blobs.get(file.blobKey);
      if (!blob) throw fileNotFound();
      // Branding never changes under one id (a new upload gets a new id): cache it; private files stay private.
      reply.header(
        'cache-control',
        file.purpose === 'branding' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      );
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', 'inline');
      return reply.type(blob.contentType).send(blob.bytes);
    },
  );

  // The partner area's own files by bearer token (a download button, not an <img>): the session's partner's
  // files and the system's branding. Another partner's file answers 404 like a missing one.
  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/files/{id}',
    async (request, reply, access) => {
      const file = await findPartnerFile(context.db, access.scope, request.params.id);
      if (!file) throw fileNotFound();
      const blob = await context.blobs.get(file.blobKey);
      if (!blob) throw fileNotFound();
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', 'attachment');
      return reply.type(blob.contentType).send(blob.bytes);
    },
  );
}

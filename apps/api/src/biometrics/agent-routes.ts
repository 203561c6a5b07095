import type { FastifyInstance } from 'fastify';
import { afterCommit } from '../db/request-transaction';
import { storeFile, withFiles } from '../files/file-store';
import { signedFileUrl } from '../files/file-urls';
import { badRequest } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute } from '../http/contract-route';
import { insertAgentLog } from './biometric-repository';
import { agentPackage, packageFileId, type AgentPackage } from './agent-package';
import type { BiometricsContext } from './biometrics.routes';

/** A device-agent log is text; 5 MB holds weeks of it. */
export const AGENT_LOG_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The device agent's release (version, file, digest, download URL), its log upload, per partner and location.
 * The download is the agent simulator (agent-package.ts), stored once as a system file and handed out through a
 * short-lived signed URL.
 */
export async function agentRoutes(app: FastifyInstance, context: BiometricsContext) {
  const { db } = context;

  async function release() {
    const pkg = await agentPackage();
    const fileId = packageFileId(pkg.sha256);
    // The file is a system one (no partner): written outside the partner's row-level-security transaction.
    await afterCommit(() => storePackage(pkg, fileId));
    return {
      version: pkg.version,
      fileName: pkg.fileName,
      releasedOn: pkg.releasedOn,
      sha256: pkg.sha256,
      downloadUrl: signedFileUrl(context.secret, fileId, context.now()),
    };
  }

  async function storePackage(pkg: AgentPackage, fileId: string) {
    const blobKey = `system/${pkg.fileName.replace(/[^A-Za-z0-9._-]/g, '-')}-${pkg.sha256.slice(0, 16)}`;
    await storeFile(db, context.blobs, {
      partnerId: null,
      purpose: 'private',
      bytes: pkg.bytes,
      contentType: 'application/gzip',
      fixed: { id: fileId, blobKey },
    });
  }

  contractRoute(app, 'GET', '/partner/v1/biometrics/agent-version', async () => ({ data: await release() }));
  contractRoute(app, 'GET', '/partner/v1/biometrics/agent', async () => ({ data: await release() }));
  contractRoute(app, 'GET', '/partner/v1/biometrics/agent/download-url', async () => {
    const { downloadUrl, version } = await release();
    return { data: { url: downloadUrl, version, agentUrl: context.agentOrigin ?? 'http://localhost:8080' } };
  });

  contractRoute(
    app,
    'PUT',
    '/partner/v1/biometrics/logs',
    async (request, _reply, access) => {
      const scope = access.scope;
      if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data with a log part');
      let log: Buffer | null = null;
      let logName = 'agent.log';
      let createdOn: string | null = null;
      let tooLarge = false;
      const parts = request.parts({
        limits: { fileSize: AGENT_LOG_MAX_BYTES, files: 1, fields: 3, fieldSize: 1024 },
      });
      try {
        for await (const part of parts) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'log') {
              log = bytes;
              if (part.filename) logName = part.filename.slice(0, 200);
            }
          } else if (part.fieldname === 'createdOn') {
            createdOn = String(part.value);
          }
          // partnerId and locationId of the form are ignored: the session says where the log belongs.
        }
      } catch (error) {
        const errors = request.server.multipartErrors;
        if (error instanceof errors.RequestFileTooLargeError) tooLarge = true;
        else if (Object.values(errors).some((kind) => typeof kind === 'function' && error instanceof kind)) {
          // Too many parts or fields, a malformed body: the form is refused as a whole.
          throw badRequest('The form must hold one log file and createdOn');
        } else {
          // The multipart parser's own refusals (no boundary, a body cut short, a malformed header) are plain
          // errors: the sender's fault, as in readUpload (files/multipart-upload.ts). A 4xx of theirs keeps it.
          const status = (error as { statusCode?: number }).statusCode;
          if (status && status >= 400 && status < 500 && status !== 400) throw error;
          throw badRequest('The request is not a complete multipart/form-data body');
        }
      }
      if (tooLarge) throw badRequest(`log must be at most ${AGENT_LOG_MAX_BYTES / (1024 * 1024)} MB`);
      if (!log || log.length === 0) throw badRequest('log is required');
      if (!createdOn || Number.isNaN(Date.parse(createdOn)) || createdOn.length > 40) {
        throw badRequest('createdOn must be a date-time');
      }
      const bytes = log;
      const logCreatedOn = new Date(createdOn);
      await withFiles(db, context.blobs, async (tx, writer) => {
        const file = await writer.store({
          partnerId: scope.partnerId,
          purpose: 'private',
          bytes,
          contentType: 'text/plain',
        });
        const row = await insertAgentLog(tx, scope, {
          fileId: file.id,
          size: file.size,
          createdOn: logCreatedOn,
          uploadedBy: access.auth.user.id,
          uploadedAt: context.now(),
        });
        // The log as its name and SHA-256, never its text (it may name applicants).
        await access.audit(
          {
            entityId: row.id,
            before: null,
            after: {
              log: fileFingerprint(logName, bytes),
              locationId: row.locationId,
              createdOn: row.createdOn.toISOString(),
            },
          },
          tx,
        );
      });
      return { message: 'Device log uploaded' };
    },
    // Room for the log at its limit plus the form fields; a larger log is cut at the limit and refused by name.
    { bodyLimit: AGENT_LOG_MAX_BYTES + 64 * 1024 },
  );
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  AgentSchemas,
  ApplicantDetail,
  ImageUpload,
  PrintRequest,
  SignatureUpload,
} from '@ridgeline/device-agent-client';
import { randomUUID } from 'node:crypto';
import { renderApplicationForm } from '../documents/application-form';
import { parseImageDataUrl } from '../documents/data-url';
import { buildNistFile } from '../documents/nist-file';
import { AgentError } from '../errors/agent-error';
import { pathParam, type AgentContext, type OperationHandlers } from './agent-context';

function offset(value: string | undefined, name: string): number {
  const number = Number(value ?? '0');
  if (!Number.isFinite(number)) throw new AgentError(400, 'INVALID_OFFSET', `${name} must be a number`);
  return number;
}

/** A printer name as a folder name: no path separators or dot segments. */
function folderName(printer: string): string {
  return printer.replace(/[^A-Za-z0-9 ._-]/g, '_').replace(/^\.+/, '_');
}

export function applicantHandlers(context: AgentContext): OperationHandlers {
  const { sessions } = context;
  return {
    getDetail: async (request) => sessions.get(pathParam(request, 'sessionId')).detail,
    putDetail: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      session.detail = { ...(request.body as ApplicantDetail) };
      return { message: 'Detail stored' };
    },
    putImage: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      session.photo = parseImageDataUrl((request.body as ImageUpload).image, 'image');
      return { message: 'Photograph stored' };
    },
    putSignature: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const body = request.body as SignatureUpload;
      if (body.applicantSignature === undefined && body.officerSignature === undefined) {
        throw new AgentError(400, 'NO_SIGNATURE', 'Send applicantSignature, officerSignature or both');
      }
      if (body.applicantSignature !== undefined) {
        session.applicantSignature = parseImageDataUrl(body.applicantSignature, 'applicantSignature');
      }
      if (body.officerSignature !== undefined) {
        session.officerSignature = parseImageDataUrl(body.officerSignature, 'officerSignature');
      }
      return { message: 'Signature stored' };
    },
    annotate: async (request) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const { annotations } = request.body as AgentSchemas['AnnotateRequest'];
      session.annotation = { id: randomUUID(), annotations: [...annotations] };
      return session.annotation;
    },
    getAnnotation: async (request) => sessions.get(pathParam(request, 'sessionId')).annotation,
    generateApplicationForm: async (request, reply) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const pdf = await renderApplicationForm(session);
      reply.type('application/pdf');
      reply.header('content-disposition', `attachment; filename="fd258-${session.sessionId}.pdf"`);
      return Buffer.from(pdf);
    },
    generateNistFile: async (request, reply) => {
      const session = sessions.get(pathParam(request, 'sessionId'));
      const file = buildNistFile(session);
      reply.type('application/octet-stream');
      reply.header('content-disposition', `attachment; filename="${session.sessionId}.eft"`);
      return Buffer.from(file);
    },
    printApplicationForm: async (request) => {
      const body = request.body as PrintRequest;
      const session = sessions.get(body.sessionId);
      const printer = context.config.printers.find((candidate) => candidate.name === body.printerName);
      if (!printer) throw new AgentError(400, 'UNKNOWN_PRINTER', `No printer named ${body.printerName}`);
      const offsets = {
        leftOffsetMm: offset(body.leftOffset, 'leftOffset'),
        topOffsetMm: offset(body.topOffset, 'topOffset'),
      };
      // Like a print spooler, the machine takes the job at once and renders it after answering: the web app gives
      // the printer 1 s to answer (§9's print-by-image timeout), which rendering a card can exceed on a busy machine.
      const spool = async () => {
        const pdf = await renderApplicationForm(session, offsets);
        const folder = path.join(context.config.dataDir, 'printers', folderName(printer.name));
        await mkdir(folder, { recursive: true });
        const file = path.join(
          folder,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${session.sessionId}.pdf`,
        );
        await writeFile(file, pdf);
      };
      spool().catch((error: unknown) => {
        context.log.push(`${new Date().toISOString()} print to ${printer.name} failed: ${String(error)}`);
      });
      return { message: `Sent to ${printer.name}` };
    },
  };
}

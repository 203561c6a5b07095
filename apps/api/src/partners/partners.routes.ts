import { accentContrastDefect, isIanaTimeZone } from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokePartnerSessions } from '../auth/session-store';
import { storeBrandingImage, withFiles } from '../files/file-store';
import { readUpload } from '../files/multipart-upload';
import type { TenantContext } from '../files/tenant-context';
import { refusingDuplicates } from '../files/unique-violation';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { fileFingerprint } from '../http/contract-audit';
import { contractRoute } from '../http/contract-route';
import {
  findPartner,
  findPartnerByCode,
  partnerOut,
  searchPartners,
  setPartnerBranding,
  writePartner,
  type PartnerInput,
  type PartnerSearch,
} from './partner-repository';

const partnerNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Partner not found');
const codeTaken = () => badRequest('code is already used by another partner');

const BRANDING_FILES = { companyLogo: 'image', favicon: 'favicon' } as const;

/** Terms of only spaces are no terms: the pages then show the general wording. */
const blankToNull = (text: string | null) => (text && text.trim() !== '' ? text.trim() : null);

/** Rules the contract's schema cannot state. */
function checkPartnerInput(input: PartnerInput): void {
  if (!isIanaTimeZone(input.timeZone)) throw badRequest('timeZone must be an IANA time zone');
  const defect = input.accentColor ? accentContrastDefect(input.accentColor) : null;
  if (defect) throw badRequest(`accentColor: ${defect}`, 'field: accentColor');
}

/** Partners of the system area: search, create and modify with logo and favicon (multipart), detail. */
export async function partnersRoutes(app: FastifyInstance, context: TenantContext) {
  contractRoute<PartnerSearch>(app, 'POST', '/system/v1/partner/search', async (request) =>
    searchPartners(context.db, request.body),
  );

  contractRoute<unknown, { id: string }>(app, 'GET', '/system/v1/partner/{id}', async (request) => {
    const partner = await findPartner(context.db, request.params.id);
    if (!partner) throw partnerNotFound();
    return { data: partnerOut(partner) };
  });

  /** Writes the partner and its new branding files in one transaction; `id` absent creates. */
  async function savePartner(
    request: FastifyRequest,
    id: string | null,
    upload: Awaited<ReturnType<typeof readPartnerUpload>>,
  ) {
    const input = { ...upload.data, code: upload.data.code.toLowerCase() };
    checkPartnerInput(input);
    return await refusingDuplicates(
      () =>
        withFiles(context.db, context.blobs, async (tx, files) => {
          const existing = id ? await findPartner(tx, id) : undefined;
          if (id && !existing) throw partnerNotFound();
          const clash = await findPartnerByCode(tx, input.code);
          if (clash && clash.id !== id) throw codeTaken();
          const values = {
            code: input.code,
            legalName: input.legalName,
            timeZone: input.timeZone,
            email: input.email,
            active: input.active,
            addresses: input.addresses,
            contactPersons: input.contactPersons,
            // Absent: kept as it is (an older form); null: back to the product's own colour or wording.
            ...(input.accentColor !== undefined
              ? { accentColor: input.accentColor?.toLowerCase() ?? null }
              : {}),
            ...(input.bookingTerms !== undefined ? { bookingTerms: blankToNull(input.bookingTerms) } : {}),
          };
          const row = await writePartner(tx, existing?.id ?? null, values);
          const branding: { companyLogo?: string; favicon?: string } = {};
          for (const field of ['companyLogo', 'favicon'] as const) {
            const file = upload.files[field];
            if (!file) continue;
            branding[field] = await storeBrandingImage(files, row.id, file);
          }
          const saved =
            Object.keys(branding).length > 0 ? await setPartnerBranding(tx, row.id, branding) : row;
          // Record fields only: the logo and favicon are their URLs, a new file its name and SHA-256.
          const uploaded = (['companyLogo', 'favicon'] as const).flatMap((field) => {
            const file = upload.files[field];
            return file ? [fileFingerprint(field, file.bytes)] : [];
          });
          await request.audit(
            {
              entityId: saved.id,
              partnerId: saved.id,
              before: existing ? partnerOut(existing) : null,
              after: partnerOut(saved),
              ...(uploaded.length > 0 ? { details: { files: uploaded } } : {}),
              at: context.now(),
            },
            tx,
          );
          // A deactivated partner's users lose their partner and location sessions at once.
          if (existing?.active && !saved.active) {
            await revokePartnerSessions(tx, saved.id, 'partner deactivated', context.now());
          }
          return saved;
        }),
      codeTaken,
    );
  }

  const readPartnerUpload = (request: Parameters<typeof readUpload>[0], method: string, path: string) =>
    readUpload<PartnerInput>(request, method, path, BRANDING_FILES);

  contractRoute(app, 'POST', '/system/v1/partner', async (request) => {
    const upload = await readPartnerUpload(request, 'POST', '/system/v1/partner');
    const saved = await savePartner(request, null, upload);
    return { data: partnerOut(saved), message: 'Partner created successfully' };
  });

  contractRoute<unknown, { id: string }>(app, 'PUT', '/system/v1/partner/{id}', async (request) => {
    const upload = await readPartnerUpload(request, 'PUT', '/system/v1/partner/{id}');
    const saved = await savePartner(request, request.params.id, upload);
    return { data: partnerOut(saved), message: 'Partner updated successfully' };
  });
}

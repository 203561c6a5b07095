import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import { ApiFailure, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import { activeLocationOf, activePartner } from './branding-repository';

const notFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'Partner not found');

/** Public branding of the partner and location sign-in pages: names, logo and favicon, nothing else. */
export async function partnerImagesRoutes(app: FastifyInstance, { db }: AuthContext) {
  contractRoute<unknown, { id: string }, { locationId?: string }>(
    app,
    'GET',
    '/system/v1/partner/{id}/images',
    async (request) => {
      const partner = await activePartner(db, request.params.id);
      if (!partner) throw notFound();
      const branding = {
        legalName: partner.legalName,
        code: partner.code,
        companyLogo: partner.companyLogo,
        favicon: partner.favicon,
      };
      const { locationId } = request.query;
      if (!locationId) return { data: branding };
      const location = await activeLocationOf(db, partner.id, locationId);
      if (!location) throw new ApiFailure(404, ERROR_CODES.notFound, 'Location not found');
      return {
        data: {
          ...branding,
          locationName: location.displayName,
          locationCode: location.code,
          companyLogo: location.image ?? partner.companyLogo,
          favicon: location.favicon ?? partner.favicon,
        },
      };
    },
  );
}

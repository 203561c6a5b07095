import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-path';

export interface SecurityHeadersOptions {
  /** The device agent the browser talks to directly (the operator's own machine). */
  agentOrigin: string;
  /**
   * Extra sources the maps need (their style, tile and geocoder origins; Google's hosts when a key is set), as
   * `mapCspSources` gives them: every directive named, empty when the maps need nothing there.
   */
  maps: Record<'connectSrc' | 'scriptSrc' | 'imgSrc' | 'styleSrc', string[]>;
}

/** CSP, HSTS, nosniff and Referrer-Policy on every response; API answers are never cached. */
async function securityHeaders(app: FastifyInstance, { agentOrigin, maps }: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", agentOrigin, ...maps.connectSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps.imgSrc],
        // Mantine writes its CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.styleSrc],
        scriptSrc: ["'self'", ...maps.scriptSrc],
        // MapLibre draws in web workers (its worker script, or a blob: wrapper of it).
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply) => {
    // A route that chose its own caching (public branding files) keeps it; every other answer is not stored.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/** Not encapsulated: the headers apply to every route of the app. */
export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });

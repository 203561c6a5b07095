import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-path';

export interface SecurityHeadersOptions {
  /** The device agent the browser talks to directly (the operator's own machine). */
  agentOrigin: string;
}

/** CSP, HSTS, nosniff and Referrer-Policy on every response; API answers are never cached. */
async function securityHeaders(app: FastifyInstance, { agentOrigin }: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", agentOrigin],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine writes its CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
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

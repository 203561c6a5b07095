/**
 * The one place API routes are registered. Usage:
 *
 *   contractRoute<SearchBody>(app, 'POST', '/partner/v1/locations/search', async (request, reply, access) => {
 *     const { partnerId, locationId } = access.scope; // partner area: from the session only, never the request
 *     ...
 *   });
 *
 * - The path is the operation's path as written in openapi/; the request is validated against its schema.
 * - Who may call it comes from the contract, not from the code: the operation's security scheme names the area
 *   (systemBearer, partnerBearer, userPortalBearer; none = public) and its `x-permission` says who: `public`,
 *   `signed-in` (any signed-in user of the area) or a `module:action` code of the catalogue in libs/domain
 *   (partner area only). An operation without a valid declaration is refused when the app starts.
 * - `x-session: partner-level` (partner area only) closes an operation to location sessions: partner-level work
 *   (creating locations, the partner's services, groups, roles and settings, its audit trail). A location session
 *   gets 403 after the permission check, as it would lacking the permission.
 * - Partner area: on every call the caller's current grant and role are read again (once per request); a session
 *   whose grant, role, partner or location is gone gets 403, and so does a caller whose role lacks the permission.
 *   The handler then runs in one transaction under row-level security (db/request-transaction.ts): every query
 *   through the app's `db` sees the session's partner's rows only, and a location session its own location only.
 * - `access.auth` is the signed-in user and session, `access.scope` the tenant scope (partner area only),
 *   `access.permissions` the current role's permissions (partner area only).
 * - Options: `{ allowedBeforePasswordChange: true }` for the calls a user holding an e-mailed password may make
 *   (logout, password change); they also skip the grant check so a user can always log out.
 * - A route under /system, /partner or /user-portal added any other way (app.get, app.route) makes the app refuse
 *   to start (contract-registry.ts), and an operation without a handler must be listed in not-built-yet.json.
 */
import { hasPermission, isKnownPermission, type PermissionCode, type PermissionSet } from '@ridgeline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuditedRefusal } from '../access/authority';
import { chooseGrant, NO_ACCESS } from '../access/partner-grant';
import { recordChange } from '../audit-log/record-change';
import type { Authenticated, RouteAuth } from '../auth/auth.plugin';
import type { Clock } from '../auth/clock';
import type { Area } from '../auth/session-token';
import type { Db } from '../db/database';
import { runAsTenant } from '../db/request-transaction';
import {
  contractOperation,
  fastifyPath,
  operationSchema,
  type ContractOperation,
} from '../openapi/operation-schema';
import { ApiFailure, ERROR_CODES, forbidden } from './api-failure';
import { idempotencyOf, withIdempotency } from './idempotency';
import { admitPublicCall, PUBLIC_RETRY_AFTER_SECONDS, publicTenant } from './public-source-limit';
import { auditDeclarationOf, requestAudit, type AuditHandOver } from './contract-audit';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The tenant a partner-area call works in; every repository function takes it. */
export interface TenantScope {
  partnerId: string;
  /** The location of a location session; null for a partner-level session. */
  locationId: string | null;
}

export interface RouteAccess {
  /** The signed-in user and session; throws on a public operation. */
  readonly auth: Authenticated;
  /** The tenant scope of a partner-area session; throws in the other areas. */
  readonly scope: TenantScope;
  /** The permissions of the caller's current role (biometrics always in full); throws outside the partner area. */
  readonly permissions: PermissionSet;
  /** The id of the caller's current role; throws outside the partner area. */
  readonly roleId: string;
  /**
   * Hands the change to the audit trail with the action and entity the operation's `x-audit` declares
   * (contract-audit.ts): the record's fields before and after, written in the request's transaction (or `tx`).
   */
  readonly audit: AuditHandOver;
}

export interface ContractRouteOptions {
  allowedBeforePasswordChange?: boolean;
  /** Bytes a request body may hold when the default (1 MiB) is too small, e.g. prints or photos as base64. */
  bodyLimit?: number;
}

/** What the registrar records on each route it registers; contract-registry.ts refuses API routes without it. */
export interface ContractRouteMark {
  operationId: string;
  permission: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: ContractRouteMark;
  }
  interface FastifyInstance {
    /** The database the registrar reads current grants from (set by buildApp). */
    accessDb: Db;
    /** The clock the registrar dates idempotency keys by (set by buildApp; tests move it). */
    accessClock: Clock;
    /** Public calls one source may make within the public limiter's window (PUBLIC_CALLS_PER_SOURCE). */
    publicCallsPerSource: number;
  }
}

const AREA_OF_SCHEME: Record<string, Area> = {
  systemBearer: 'system',
  partnerBearer: 'partner',
  userPortalBearer: 'user-portal',
};

/** The values of `x-session`: which sessions of the partner area may call an operation (absent: any). */
export const SESSION_DECLARATIONS = ['partner-level'] as const;
export type SessionDeclaration = (typeof SESSION_DECLARATIONS)[number];

export interface AccessDeclaration {
  /** Null for a public operation. */
  area: Area | null;
  permission: 'public' | 'signed-in' | PermissionCode;
  /** `partner-level`: location sessions are refused. Absent when any session of the area may call it. */
  session?: SessionDeclaration;
}

/** What a location session calling a partner-level operation answers (403 4033, like a missing permission). */
export const partnerLevelOnly = () =>
  forbidden(
    'This is open to partner-level users only',
    'Sign in to the partner itself, not one of its locations',
  );

/** The declaration of one contract operation, checked; throws with the reason when it is missing or invalid. */
export function accessDeclaration(method: string, openapiPath: string): AccessDeclaration {
  return declarationOf(contractOperation(method, openapiPath));
}

/** The same check on an operation as read from the contract (tests feed it broken ones). */
export function declarationOf(operation: ContractOperation): AccessDeclaration {
  const declaration = permissionDeclaration(operation);
  if (operation.session === undefined) return declaration;
  const where = `${operation.method} ${operation.path} (${operation.operationId})`;
  const session = SESSION_DECLARATIONS.find((known) => known === operation.session);
  if (!session) {
    throw new Error(
      `${where} declares x-session ${String(operation.session)}; known: ${SESSION_DECLARATIONS.join(', ')}`,
    );
  }
  if (declaration.area !== 'partner') throw new Error(`${where}: x-session exists in the partner area only`);
  return { ...declaration, session };
}

function permissionDeclaration(operation: ContractOperation): AccessDeclaration {
  const where = `${operation.method} ${operation.path} (${operation.operationId})`;
  const { permission } = operation;
  if (!permission) throw new Error(`${where} declares no x-permission in openapi/`);
  if (permission === 'public') {
    if (operation.security.length > 0)
      throw new Error(`${where} is x-permission: public but has a security scheme`);
    return { area: null, permission };
  }
  const [scheme, ...others] = operation.security;
  const area = scheme ? AREA_OF_SCHEME[scheme] : undefined;
  if (!area || others.length > 0) {
    throw new Error(
      `${where} needs exactly one security scheme of ${Object.keys(AREA_OF_SCHEME).join(', ')}`,
    );
  }
  if (permission === 'signed-in') return { area, permission };
  if (!isKnownPermission(permission)) {
    throw new Error(`${where} declares x-permission ${permission}, which is not in the permission catalogue`);
  }
  if (area !== 'partner') throw new Error(`${where}: module permissions exist in the partner area only`);
  return { area, permission: permission as PermissionCode };
}

interface PartnerAccess {
  scope: TenantScope;
  permissions: PermissionSet;
  roleId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    partnerAccess: PartnerAccess | null;
    /**
     * A public booking call's tenant: the partner its path's `{partnerCode}` names (issue 29). The handler runs
     * under row-level security as that partner, exactly as a partner-level session would.
     */
    publicTenant: TenantScope | null;
    /**
     * The same hand-over as `access.audit`, for helpers that receive the request rather than the access
     * (set by the registrar on each request; throws on a route not registered through it).
     */
    audit: AuditHandOver;
  }
}

function routeAccess(request: FastifyRequest, audit: AuditHandOver): RouteAccess {
  const partner = (): PartnerAccess => {
    if (!request.partnerAccess) throw new Error('scope and permissions exist in the partner area only');
    return request.partnerAccess;
  };
  return {
    get auth() {
      if (!request.auth) throw new ApiFailure(401, ERROR_CODES.missingToken, 'Please login to continue');
      return request.auth;
    },
    get scope() {
      return request.publicTenant ?? partner().scope;
    },
    get permissions() {
      return partner().permissions;
    },
    get roleId() {
      return partner().roleId;
    },
    audit,
  };
}

/**
 * Registers the handler of one contract operation: the path as written in openapi/, the request validated
 * against the operation's schema, and the caller checked against the operation's declaration (see the top).
 */
export function contractRoute<
  Body = unknown,
  Params = Record<string, string>,
  Query = Record<string, unknown>,
>(
  app: FastifyInstance,
  method: Method,
  openapiPath: string,
  handler: (
    request: FastifyRequest<{ Body: Body; Params: Params; Querystring: Query }>,
    reply: FastifyReply,
    access: RouteAccess,
  ) => Promise<unknown>,
  options: ContractRouteOptions = {},
): void {
  const declaration = accessDeclaration(method, openapiPath);
  const operation = contractOperation(method, openapiPath);
  const { operationId } = operation;
  const idempotency = idempotencyOf(method, openapiPath, declaration.area);
  const auditDeclaration = auditDeclarationOf(operation);
  if (declaration.session && options.allowedBeforePasswordChange) {
    throw new Error(`${method} ${openapiPath}: an x-session operation cannot skip the session checks`);
  }
  const auth: RouteAuth | undefined = declaration.area
    ? { area: declaration.area, allowedBeforePasswordChange: options.allowedBeforePasswordChange ?? false }
    : undefined;
  if (!app.hasDecorator('accessDb')) throw new Error('contractRoute needs app.accessDb (buildApp sets it)');
  // The public booking calls (/public/v1/...): public by declaration, limited per source, and run as the partner
  // their path names when it names one (`{partnerCode}`).
  const publicArea = openapiPath.startsWith('/public/');
  if (publicArea && declaration.permission !== 'public') {
    throw new Error(`${method} ${openapiPath}: operations under /public/ must be x-permission: public`);
  }
  app.route<{ Body: Body; Params: Params; Querystring: Query }>({
    method,
    url: fastifyPath(openapiPath),
    schema: operationSchema(method, openapiPath),
    config: { auth, contract: { operationId, permission: declaration.permission } },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Route hooks run after the app's authentication hook (auth.plugin.ts), which has set request.auth.
    onRequest: async (request, reply) => {
      if (publicArea) {
        // Every public call counts against its source before anything else is read (http/public-source-limit.ts).
        try {
          await admitPublicCall(app.accessDb, request.ip, app.accessClock(), app.publicCallsPerSource);
        } catch (error) {
          reply.header('retry-after', String(PUBLIC_RETRY_AFTER_SECONDS));
          throw error;
        }
        const { partnerCode } = request.params as { partnerCode?: unknown };
        if (typeof partnerCode === 'string')
          request.publicTenant = await publicTenant(app.accessDb, partnerCode);
        return;
      }
      if (declaration.area !== 'partner' || options.allowedBeforePasswordChange) return;
      const { user, session, grants } = request.auth ?? {};
      if (!user || !session?.partnerId || !grants) throw forbidden(NO_ACCESS);
      // Read with the session (auth.plugin.ts), by the one rule sign-in also applies (access/partner-grant.ts).
      const grant = chooseGrant(grants.candidates, session.locationId, grants.locationOpen);
      if (!grant) throw forbidden(NO_ACCESS, 'The grant, role, partner or location of this session is gone');
      if (
        declaration.permission !== 'signed-in' &&
        !hasPermission(grant.permissions, declaration.permission as PermissionCode)
      ) {
        throw forbidden(
          'You do not have permission to perform this action',
          `This call needs ${declaration.permission}`,
        );
      }
      if (declaration.session === 'partner-level' && session.locationId) throw partnerLevelOnly();
      request.partnerAccess = {
        scope: { partnerId: session.partnerId, locationId: session.locationId },
        permissions: grant.permissions,
        roleId: grant.roleId,
      };
    },
    // Partner area: the handler runs in one transaction as ridgeline_app with the session's tenant set, so
    // row-level security backs the scope every repository function takes (db/request-transaction.ts).
    // A refusal by the authority rule rolls the request back, then lands in the audit trail as DENIED.
    // `x-idempotent` operations: a repeated Idempotency-Key gets the first answer (idempotency.ts).
    handler: async (request, reply) => {
      const { audit, check } = requestAudit(
        operation,
        auditDeclaration,
        app.accessDb,
        request,
        app.accessClock,
      );
      request.audit = audit;
      const run = () => runHandler(request, reply, audit, check);
      if (!idempotency) return run();
      return withIdempotency(app.accessDb, app.accessClock, idempotency, request, reply, run);
    },
  });

  async function runHandler(
    request: FastifyRequest<{ Body: Body; Params: Params; Querystring: Query }>,
    reply: FastifyReply,
    audit: AuditHandOver,
    check: (reply: FastifyReply) => void,
  ): Promise<unknown> {
    // The audit check runs inside the tenant transaction, so a missing hand-over rolls the change back.
    const handle = async () => {
      const answer = await handler(request, reply, routeAccess(request, audit));
      check(reply);
      return answer;
    };
    try {
      const scope = request.partnerAccess?.scope ?? request.publicTenant;
      if (!scope) return await handle();
      return await runAsTenant(app.accessDb, scope, handle);
    } catch (error) {
      if (error instanceof AuditedRefusal) await recordChange(app.accessDb, request, error.denied);
      throw error;
    }
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { isAuditAction } from '../audit-log/audit-actions';
import { contractOperations, type ContractOperation } from '../openapi/operation-schema';
import { auditDeclarationOf, fileFingerprint, requestAudit } from './contract-audit';

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const operations = contractOperations();
const changing = operations.filter((operation) => CHANGING.has(operation.method));
const declared = changing.map((operation) => ({ operation, declaration: auditDeclarationOf(operation) }));
const withEntry = declared.filter(({ declaration }) => declaration?.kind === 'entry');

const replyOf = (statusCode: number) => ({ statusCode }) as FastifyReply;
const request = {} as FastifyRequest;
const noDb = {} as Db;

describe('x-audit in the contract', () => {
  it('is declared on every changing operation, as an entry or none with a reason', () => {
    const none = declared.filter(({ declaration }) => declaration?.kind === 'none');
    console.info(
      `x-audit: ${changing.length} changing operations, ${withEntry.length} with an entry ` +
        `(each handed over by the registrar), ${none.length} none with a reason`,
    );
    expect(withEntry.length + none.length).toBe(changing.length);
    // Every changing operation is a POST, PUT, PATCH or DELETE of the contract: the count cannot be zero.
    expect(changing.length).toBeGreaterThan(100);
  });

  it('refuses a changing operation without it, and malformed ones, with the reason', () => {
    const base: ContractOperation = {
      method: 'POST',
      path: '/partner/v1/things',
      operationId: 'partnerThingsCreate',
      permission: 'signed-in',
      security: ['partnerBearer'],
    };
    expect(() => auditDeclarationOf(base)).toThrow(/declares no x-audit/);
    expect(auditDeclarationOf({ ...base, method: 'GET' })).toBeUndefined();
    expect(() =>
      auditDeclarationOf({ ...base, audit: { action: 'thing created', entity: 'thing' } }),
    ).toThrow(/UPPER_SNAKE/);
    expect(() => auditDeclarationOf({ ...base, audit: { action: 'THING_CREATED' } })).toThrow(/entity/);
    expect(() => auditDeclarationOf({ ...base, audit: { none: '' } })).toThrow(/reason/);
    expect(auditDeclarationOf({ ...base, audit: { action: ['A_B', 'A_C'], entity: 'thing' } })).toEqual({
      kind: 'entry',
      actions: ['A_B', 'A_C'],
      entity: 'thing',
    });
    // One entity per action: keyed by exactly the declared actions.
    const perAction = { action: ['A_B', 'A_C'], entity: { A_B: 'thing', A_C: 'other' } };
    expect(auditDeclarationOf({ ...base, audit: perAction })).toMatchObject({ entity: perAction.entity });
    expect(() => auditDeclarationOf({ ...base, audit: { ...perAction, entity: { A_B: 'thing' } } })).toThrow(
      /one per declared action/,
    );
  });
});

describe('the registrar refuses a declared operation that answers without its audit data', () => {
  it.each(
    withEntry.map(({ operation, declaration }) => [operation.operationId, operation, declaration] as const),
  )('%s', (_id, operation, declaration) => {
    const { check } = requestAudit(operation, declaration, noDb, request);
    expect(() => check(replyOf(200))).toThrow(/without handing its audit entry/);
    // A refusal or a failure changed nothing: it has no entry to hand over.
    expect(() => check(replyOf(400))).not.toThrow();
    // Nor does a request the handler says changed nothing (with its reason).
    const quiet = requestAudit(operation, declaration, noDb, request);
    quiet.audit.unchanged('nothing to change');
    expect(() => quiet.check(replyOf(200))).not.toThrow();
  });

  it('declares only actions the trail knows (AUDIT_ACTIONS)', () => {
    const unknown = withEntry.flatMap(({ operation, declaration }) =>
      declaration?.kind === 'entry'
        ? declaration.actions
            .filter((action) => !isAuditAction(action))
            .map((a) => `${operation.operationId} ${a}`)
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it('covers every operation that declares an entry', () => {
    // 64 declare one (the closing note of 2026-11-28); fewer means a declaration quietly became `none`.
    expect(withEntry.length).toBeGreaterThanOrEqual(64);
  });

  it('refuses an action the contract does not declare', async () => {
    const { operation, declaration } = withEntry[0]!;
    const { audit } = requestAudit(operation, declaration, noDb, request);
    await expect(audit({ entityId: 'x', before: null, after: {}, action: 'SOMETHING_ELSE' })).rejects.toThrow(
      /is not one of/,
    );
  });
});

describe('fileFingerprint', () => {
  it('keeps a name, the size and the SHA-256, never the bytes', () => {
    // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    expect(fileFingerprint('print.wsq', Buffer.from('abc'))).toEqual({
      name: 'print.wsq',
      bytes: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(fileFingerprint('photo.jpg', Buffer.from('abc').toString('base64')).sha256).toMatch(/^ba7816bf/);
  });
});

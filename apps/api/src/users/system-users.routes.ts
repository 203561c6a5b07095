import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth.plugin';
import { hashPassword } from '../auth/password-hash';
import { revokeUserSessions } from '../auth/session-store';
import { liftSignInLock } from '../auth/sign-in-lock';
import type { TenantContext } from '../files/tenant-context';
import { refusingDuplicates } from '../files/unique-violation';
import { ApiFailure, badRequest, ERROR_CODES } from '../http/api-failure';
import { contractRoute } from '../http/contract-route';
import type { ListSearch } from '../search/search-page';
import {
  findSystemUser,
  insertSystemUser,
  searchSystemUsers,
  systemUserByEmail,
  systemUserOut,
  updateSystemUser,
} from './system-user-repository';

interface SystemUserInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  active: boolean;
}

const valuesOf = (input: SystemUserInput) => ({
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone ?? null,
  active: input.active,
});

const userNotFound = () => new ApiFailure(404, ERROR_CODES.notFound, 'User not found');
const emailTaken = () => badRequest('email is already used by another system user');

const WORDS = [
  'Harbor',
  'Maple',
  'Granite',
  'Summit',
  'Meadow',
  'Canyon',
  'Willow',
  'Falcon',
  'Cedar',
  'River',
];

/** A one-time password to e-mail: two words and four digits, 17+ characters, never on the common list. */
export function oneTimePassword(): string {
  const word = () => WORDS[randomInt(WORDS.length)] ?? 'Harbor';
  return `${word()}-${word()}-${randomInt(1000, 10000)}-${randomInt(1000, 10000)}`;
}

/** System users: search, detail, create (with an e-mailed one-time password that must be changed) and modify. */
export async function systemUsersRoutes(app: FastifyInstance, context: TenantContext) {
  const { db } = context;

  contractRoute<ListSearch>(app, 'POST', '/system/v1/user/search', async (request) =>
    searchSystemUsers(db, request.body),
  );

  contractRoute<unknown, { id: string }>(app, 'GET', '/system/v1/user/{id}', async (request) => {
    const row = await findSystemUser(db, request.params.id);
    if (!row) throw userNotFound();
    return { data: systemUserOut(row) };
  });

  async function assertEmailFree(email: string, exceptId?: string) {
    const holder = await systemUserByEmail(db, email);
    if (holder && holder.id !== exceptId) throw emailTaken();
  }

  contractRoute<SystemUserInput>(app, 'POST', '/system/v1/user', async (request) => {
    const input = request.body;
    await assertEmailFree(input.email);
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    // The account and its entry commit together (never the password: systemUserOut holds none).
    const row = await refusingDuplicates(
      () =>
        context.db.transaction(async (tx) => {
          const created = await insertSystemUser(tx, valuesOf(input), passwordHash);
          await request.audit(
            {
              entityId: created.id,
              partnerId: null,
              before: null,
              after: systemUserOut(created),
              at: context.now(),
            },
            tx,
          );
          return created;
        }),
      emailTaken,
    );
    await context.mailer.send({
      to: row.email,
      subject: 'Your Ridgeline administrator account',
      text:
        `Hello ${row.firstName},\n\nAn administrator account was created for you on Ridgeline.\n\n` +
        `Sign in at ${context.publicUrl}/system/auth/login with\n  e-mail: ${row.email}\n  password: ${password}\n\n` +
        'You will be asked to choose your own password first; this one works for nothing else.\n',
    });
    return { data: systemUserOut(row), message: 'User created successfully' };
  });

  contractRoute<SystemUserInput, { id: string }>(app, 'PUT', '/system/v1/user/{id}', async (request) => {
    const { user: caller } = requireAuth(request);
    const existing = await findSystemUser(db, request.params.id);
    if (!existing) throw userNotFound();
    const input = request.body;
    if (existing.id === caller.id && !input.active)
      throw badRequest('active cannot be turned off on your own account');
    await assertEmailFree(input.email, existing.id);
    // The change, the end of a deactivated user's sessions and the entry commit together.
    const row = await refusingDuplicates(
      () =>
        context.db.transaction(async (tx) => {
          const updated = await updateSystemUser(tx, existing.id, valuesOf(input));
          if (!updated) throw userNotFound();
          if (existing.active && !updated.active) {
            await revokeUserSessions(tx, updated.id, 'user deactivated', context.now());
          }
          await request.audit(
            {
              entityId: updated.id,
              partnerId: null,
              before: systemUserOut(existing),
              after: systemUserOut(updated),
              at: context.now(),
            },
            tx,
          );
          return updated;
        }),
      emailTaken,
    );
    return { data: systemUserOut(row), message: 'User updated successfully' };
  });

  contractRoute<unknown, { id: string }>(app, 'POST', '/system/v1/user/{id}/unlock', async (request) => {
    requireAuth(request);
    const existing = await findSystemUser(db, request.params.id);
    if (!existing) throw userNotFound();
    // The lock, the counted failures and the entry (handed to the registrar: x-audit ACCOUNT_UNLOCKED on user)
    // commit together.
    const row = await context.db.transaction(async (tx) => {
      await liftSignInLock(tx, existing);
      await request.audit(
        {
          entityId: existing.id,
          partnerId: null,
          before: { lockedUntil: existing.lockedUntil },
          after: { lockedUntil: null },
          details: { userId: existing.id },
          at: context.now(),
        },
        tx,
      );
      return { ...existing, lockedUntil: null };
    });
    return { data: systemUserOut(row), message: 'Sign-in lock lifted' };
  });
}

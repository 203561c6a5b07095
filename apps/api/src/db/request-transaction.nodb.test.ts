import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import {
  afterCommit,
  inRequestTransaction,
  outsideRequestTransaction,
  registerTenantTransactions,
  runAsTenant,
  tenantAwareDb,
  type TenantTransactionStarter,
} from './request-transaction';

/*
 * The request transaction's bookkeeping without a database: a starter registered for a handle stands in for the
 * driver (as tenant-transaction-pg.ts does on PostgreSQL) and hands `work` a transaction object of its own, so
 * what each call reaches is visible by name. The row-level-security suite checks the same on both databases.
 */
const scope = { partnerId: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', locationId: null };

function handles() {
  const pool = { name: () => 'pool' } as unknown as Db;
  const tx = { name: () => 'transaction' } as unknown as Db;
  const db = tenantAwareDb(pool);
  const started: unknown[] = [];
  const events: string[] = [];
  const starter: TenantTransactionStarter = async (settings, work) => {
    started.push(settings);
    events.push('begin');
    try {
      const result = await work(tx);
      events.push('commit');
      return result;
    } catch (error) {
      events.push('rollback');
      throw error;
    }
  };
  registerTenantTransactions(db, starter);
  const nameOf = () => (db as unknown as { name(): string }).name();
  return { db, started, events, nameOf };
}

describe('a request transaction', () => {
  it("starts through the handle's registered starter with the tenant's settings, and the handle reaches it inside", async () => {
    const { db, started, nameOf } = handles();
    expect(nameOf()).toBe('pool');
    const inside = await runAsTenant(db, scope, async () => [nameOf(), inRequestTransaction()]);
    expect(inside).toEqual(['transaction', true]);
    expect(started).toEqual([scope]);
    expect([nameOf(), inRequestTransaction()]).toEqual(['pool', false]);
  });

  it('refuses to start a second one inside the first', async () => {
    const { db, events } = handles();
    await expect(runAsTenant(db, scope, () => runAsTenant(db, scope, async () => 'nested'))).rejects.toThrow(
      'a request transaction is already running',
    );
    // The outer one rolled back; the inner one never began.
    expect(events).toEqual(['begin', 'rollback']);
  });

  it('runs what afterCommit registered once committed, in order, and nothing after a rollback', async () => {
    const { db, events } = handles();
    await runAsTenant(db, scope, async () => {
      await afterCommit(async () => {
        events.push(`first after commit, in a transaction: ${inRequestTransaction()}`);
      });
      await afterCommit(async () => {
        events.push('second after commit');
      });
      events.push('work done');
    });
    expect(events).toEqual([
      'begin',
      'work done',
      'commit',
      'first after commit, in a transaction: false',
      'second after commit',
    ]);
    events.length = 0;
    await expect(
      runAsTenant(db, scope, async () => {
        await afterCommit(async () => {
          events.push('never');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(events).toEqual(['begin', 'rollback']);
  });

  it('runs afterCommit work at once when there is no transaction, or when it has already ended', async () => {
    const ran: string[] = [];
    await afterCommit(async () => {
      ran.push('now');
    });
    expect(ran).toEqual(['now']);
    // Work of the request that goes on after its commit: the list was already run, so it must not wait on it.
    const { db } = handles();
    let late: Promise<void> | undefined;
    await runAsTenant(db, scope, async () => {
      late = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        afterCommit(async () => {
          ran.push('late, at once');
        }),
      );
    });
    await late;
    expect(ran).toEqual(['now', 'late, at once']);
  });

  it('lets work outside the transaction reach the pool while one is open', async () => {
    const { db, nameOf } = handles();
    const seen = await runAsTenant(db, scope, async () =>
      outsideRequestTransaction(() => [nameOf(), inRequestTransaction()]),
    );
    expect(seen).toEqual(['pool', false]);
  });

  it('refuses the handle to work of the request that outlives its transaction, naming the way out', async () => {
    const { db, nameOf } = handles();
    let late: Promise<unknown> | undefined;
    await runAsTenant(db, scope, async () => {
      // Still in the request's async context, but run after the transaction has ended.
      late = new Promise((resolve) => setTimeout(resolve, 0)).then(nameOf);
    });
    await expect(late).rejects.toThrow(/request transaction ended.*outsideRequestTransaction.*afterCommit/);
  });
});

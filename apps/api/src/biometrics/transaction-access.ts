import type { Db } from '../db/database';
import { notFound } from '../http/api-failure';
import type { TenantScope } from '../http/contract-route';
import { withoutSealedSsn } from '../ssn/ssn-vault';
import { findTransaction, type TransactionRow } from './biometric-repository';

export const transactionNotFound = () => notFound('Transaction not found');

/** A transaction of the scope, or the 404 every biometrics operation answers for a missing or foreign one. */
export async function requireTransaction(
  db: Db,
  scope: TenantScope,
  id: string,
  lock = false,
): Promise<TransactionRow> {
  const row = await findTransaction(db, scope, id, lock);
  if (!row) throw transactionNotFound();
  return row;
}

/** A transaction as the audit trail keeps it: every column but the sealed SSN. */
export const auditSnapshot = (row: TransactionRow) => withoutSealedSsn(row);

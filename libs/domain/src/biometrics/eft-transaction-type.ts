/** The EBTS applicant transaction types (1.004 TOT) Ridgeline sends. */
export const EFT_TRANSACTION_TYPES = ['FAUF', 'NFUF', 'MAP', 'DOCE'] as const;
export type EftTransactionType = (typeof EFT_TRANSACTION_TYPES)[number];

/**
 * What each FBI product is sent as when the transaction does not say (docs/decisions.md "EFT files"):
 * FBIBGCHECK, the identity history summary a person requests about themselves through a channeler, is a
 * Departmental Order request (DOCE); FBIBGCHECK1, the applicant background check for employment or licensing, is a
 * non-federal applicant user-fee submission (NFUF).
 */
export const TOT_OF_PRODUCT: Readonly<Record<string, EftTransactionType>> = {
  FBIBGCHECK: 'DOCE',
  FBIBGCHECK1: 'NFUF',
};

export function isEftTransactionType(value: unknown): value is EftTransactionType {
  return typeof value === 'string' && (EFT_TRANSACTION_TYPES as readonly string[]).includes(value);
}

/** The transaction's own type when it names one of the four, else its product's; null when neither decides. */
export function eftTransactionType(
  chosen: string | null | undefined,
  productCode: string | null | undefined,
): EftTransactionType | null {
  const own = chosen?.trim().toUpperCase();
  if (isEftTransactionType(own)) return own;
  return TOT_OF_PRODUCT[productCode?.trim().toUpperCase() ?? ''] ?? null;
}

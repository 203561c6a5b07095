import type { Fd258CardInput } from './fd258-card';
import type { SummaryInput } from './identity-history-summary';

// The PDF renderers load pdf-lib and bwip-js (their code, fonts and barcode tables) on the first document asked
// for rather than at start-up: most API processes never print a card, and the modules stay in memory once loaded.

export async function renderFd258Card(input: Fd258CardInput): Promise<Uint8Array> {
  return (await import('./fd258-card')).renderFd258Card(input);
}

export async function renderIdentityHistorySummary(input: SummaryInput): Promise<Uint8Array> {
  return (await import('./identity-history-summary')).renderIdentityHistorySummary(input);
}

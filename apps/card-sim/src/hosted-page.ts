import type { CheckoutSession } from './stripe-objects';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

// Currencies without minor units (Stripe's list of zero-decimal currencies, the common ones).
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    major,
  );
}

/**
 * The stand-in for Stripe's hosted checkout page: one form, a card number, Pay and Cancel. Plain HTML with labels
 * and an alert region, usable with a keyboard and a screen reader, no script.
 */
export function hostedPage(session: CheckoutSession, description: string, problem?: string): string {
  const amount = formatAmount(session.amount_total, session.currency);
  const closed = session.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escape(amount)} – local card processor</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #f6f7f9; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; padding: 1.5rem; border-radius: 0.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { font-size: 1.125rem; padding: 0.5rem; width: 100%; box-sizing: border-box; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  button { font-size: 1rem; padding: 0.75rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1d4ed8; cursor: pointer; }
  button[value="pay"] { background: #1d4ed8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1d4ed8; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  [role="alert"] { color: #b91c1c; font-weight: 600; }
  .note { color: #4b5563; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
<h1>Pay ${escape(amount)}</h1>
<p>${escape(description)}</p>
${problem ? `<p role="alert" id="problem">${escape(problem)}</p>` : ''}
${
  closed
    ? `<p role="alert">This payment page is ${session.status === 'complete' ? 'already paid' : 'no longer open'}.</p>`
    : `<form method="post" action="/pay/${escape(session.id)}">
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required
  pattern="[0-9 ]{12,23}" ${problem ? 'aria-describedby="problem" aria-invalid="true"' : ''}>
<p class="note">A local test processor: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. No money moves.</p>
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${escape(amount)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`
}
</main>
</body>
</html>
`;
}

/** One card-processor account: the API key that reaches it and the endpoint its webhooks go to. */
export interface CardSimAccount {
  /** Sent by the client as `Authorization: Bearer <secretKey>`. */
  secretKey: string;
  /** Signs the webhooks (`Stripe-Signature`); the receiver verifies with the same secret. */
  webhookSecret: string;
  /** Where `checkout.session.completed` and `charge.refunded` are POSTed; none: events are only recorded. */
  webhookUrl: string | undefined;
}

export interface CardSimConfig {
  port: number;
  host: string;
  /** The address browsers reach the hosted payment page at; defaults to http://localhost:<port>. */
  publicUrl: string | undefined;
  accounts: CardSimAccount[];
}

/**
 * The demo account `npm start` runs: the API's demo seed stores the same keys for the demo partners, so a booking
 * pays here with no setting changed. Test-mode shaped (`sk_test_`, `whsec_`) and worthless anywhere else.
 */
export const CARD_SIM_DEFAULTS = {
  port: 4242,
  secretKey: 'sk_test_ridgeline_card_sim_demo',
  webhookSecret: 'whsec_ridgeline_card_sim_demo',
};

export function loadCardSimConfig(env: NodeJS.ProcessEnv = process.env): CardSimConfig {
  const port = Number(env['CARD_SIM_PORT'] || CARD_SIM_DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`CARD_SIM_PORT must be an integer between 0 and 65535, got "${env['CARD_SIM_PORT']}"`);
  }
  return {
    port,
    host: env['CARD_SIM_HOST'] || '127.0.0.1',
    publicUrl: env['CARD_SIM_PUBLIC_URL'] || undefined,
    accounts: [
      {
        secretKey: env['CARD_SIM_SECRET_KEY'] || CARD_SIM_DEFAULTS.secretKey,
        webhookSecret: env['CARD_SIM_WEBHOOK_SECRET'] || CARD_SIM_DEFAULTS.webhookSecret,
        webhookUrl: env['CARD_SIM_WEBHOOK_URL'] || undefined,
      },
    ],
  };
}

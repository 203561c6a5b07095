/*
 * The local card processor: the part of Stripe's API that the API's payment adapter uses, a stand-in hosted payment
 * page and signed webhooks. `npm start` runs it (src/main.ts); the tests start the same server on port 0.
 */
export { startCardSim, TEST_CARDS, type CardSim } from './card-sim';
export { CARD_SIM_DEFAULTS, loadCardSimConfig, type CardSimAccount, type CardSimConfig } from './config';
export { parseFormBody } from './form-body';
export { checkRequestBody, checkStripeObject, STRIPE_SPEC_VERSION, type SpecCheck } from './stripe-spec';
export { signatureHeaderFor, type WebhookDelivery } from './webhooks';

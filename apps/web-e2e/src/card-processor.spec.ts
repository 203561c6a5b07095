import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_CARD_SIM_PORT } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { tabTo } from './support/keyboard';

// Issue 29, the payment part: the local card processor's hosted page in Chromium at a phone's size, as an
// applicant reaches it from a booking (the booking pages create the session through the API; here the test creates
// it as the API's adapter would, with the demo account's key that `npm start` and these journeys seed).
const cardSim = `http://127.0.0.1:${E2E_CARD_SIM_PORT}`;
const DEMO_SECRET_KEY = 'sk_test_ridgeline_card_sim_demo';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The return addresses are the web app's root, which sends a visitor without a session on to the sign-in page at
// once, so the journeys wait for the browser's request to the return address rather than for the address bar.
async function newCheckout(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ id: string; url: string }> {
  const response = await request.post(`${cardSim}/v1/checkout/sessions`, {
    headers: { authorization: `Bearer ${DEMO_SECRET_KEY}` },
    form: {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4995',
      'line_items[0][price_data][product_data][name]': 'Live scan fingerprinting at Acme Downtown',
      success_url: `${baseURL}/?paid={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseURL}/?cancelled=1`,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; url: string };
}

test('an applicant pays on the hosted page with the keyboard and comes back with the session id', async ({
  page,
  request,
  baseURL,
}) => {
  const checkout = await newCheckout(request, baseURL!);
  await page.goto(checkout.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $49.95' })).toBeVisible();
  await expectAccessible(page, 'hosted payment page');

  // A declined card keeps the applicant on the page, told why, with the field marked.
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4000 0000 0000 0002');
  await tabTo(page, page.getByRole('button', { name: 'Pay $49.95' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expectAccessible(page, 'hosted payment page, declined');

  await page.getByLabel('Card number').fill('');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, page.getByRole('button', { name: 'Pay $49.95' }));
  const back = page.waitForRequest(`${baseURL}/?paid=${checkout.id}`);
  await page.keyboard.press('Enter');
  await back;
});

test('Cancel on the hosted page leads back to the cancel address, unpaid', async ({
  page,
  request,
  baseURL,
}) => {
  const checkout = await newCheckout(request, baseURL!);
  await page.goto(checkout.url);
  const back = page.waitForRequest(`${baseURL}/?cancelled=1`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await back;
  const session = await request.get(`${cardSim}/v1/checkout/sessions/${checkout.id}`, {
    headers: { authorization: `Bearer ${DEMO_SECRET_KEY}` },
  });
  expect(await session.json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
});

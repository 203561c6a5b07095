import { waitFor } from 'xstate';
import { createCaptureActor } from './create-capture-actor';
import type { CaptureInput } from './capture-types';
import { createFakeAgent, type FakeAgentOptions } from './fake-agent/create-fake-agent';
import { createMemoryStorage, type KeyValueStorage } from './step-storage';

export const BASE_INPUT: Omit<CaptureInput, 'resumeStepIndex'> = {
  transactionId: 'T-1001',
  fingerprintOption: 'FLAT_AND_ROLL',
  photographRequired: true,
  agentDownloadUrl: 'https://downloads.example.test/ridgeline-agent.msi',
};

/** The machine against the in-process fake agent through the real HTTP client. */
export function startWithFakeAgent(
  options: { input?: Partial<CaptureInput>; storage?: KeyValueStorage; agent?: FakeAgentOptions } = {},
) {
  const fake = createFakeAgent(options.agent);
  const storage = options.storage ?? createMemoryStorage();
  const actor = createCaptureActor({
    input: { ...BASE_INPUT, ...options.input },
    storage,
    // Looked up per call so a test may wrap the fake's fetch after the start.
    agent: { baseUrl: fake.baseUrl, fetch: (input, init) => fake.fetch(input, init) },
    lowQualityRetryMs: 0,
  });
  actor.start();
  return { actor, fake, storage };
}

export type CaptureTestActor = ReturnType<typeof startWithFakeAgent>['actor'];

export function until(actor: CaptureTestActor, state: string) {
  return waitFor(actor, (snapshot) => snapshot.matches(state as never), { timeout: 2000 });
}

/** Advances from the first step to the fingerprints step with the plain step.next events. */
export function walkToFingerprints(actor: CaptureTestActor): void {
  while (!actor.getSnapshot().matches({ active: { flow: 'fingerprints' } })) {
    actor.send({ type: 'step.next' });
  }
}

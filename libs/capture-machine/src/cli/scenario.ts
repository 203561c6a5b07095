import * as v from 'valibot';

const condition = v.object({
  /** A dot path of the state value, as `snapshot.matches` reads it (`active.flow.fingerprints.review`). */
  state: v.optional(v.string()),
  /** The finger code of the capture in progress. */
  item: v.optional(v.string()),
  capturedAtLeast: v.optional(v.number()),
  recapturedAtLeast: v.optional(v.number()),
  forceAvailable: v.optional(v.boolean()),
  timeoutMs: v.optional(v.number()),
});

const faults = v.object({
  disconnect: v.optional(v.boolean()),
  slowMs: v.optional(v.number()),
  lowQuality: v.optional(v.boolean()),
  invalidFinger: v.optional(v.boolean()),
  http500: v.optional(v.boolean()),
  count: v.optional(v.number()),
});

const step = v.union([
  v.object({ send: v.looseObject({ type: v.string() }) }),
  v.object({ waitFor: v.union([v.string(), condition]) }),
  v.object({ fault: faults }),
  v.object({ clearFaults: v.literal(true) }),
]);

const annotation = v.object({
  code: v.string(),
  color: v.picklist(['RED', 'YELLOW']),
  reason: v.optional(v.string()),
});

export const scenarioSchema = v.object({
  name: v.string(),
  description: v.string(),
  input: v.object({
    transactionId: v.string(),
    fingerprintOption: v.picklist(['FLAT', 'FLAT_AND_ROLL']),
    photographRequired: v.boolean(),
    agentDownloadUrl: v.optional(v.string()),
  }),
  steps: v.array(step),
  expect: v.object({
    state: v.string(),
    /** Sequence items with a print, in any order. */
    captured: v.optional(v.array(v.string())),
    skipped: v.optional(v.array(v.string())),
    forced: v.optional(v.array(v.string())),
    recaptured: v.optional(v.array(v.string())),
    annotations: v.optional(v.array(annotation)),
    completionPayload: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
    /** Error kinds shown along the way, in order, without repeats in a row. */
    errorsShown: v.optional(v.array(v.string())),
    dialogsShown: v.optional(v.array(v.record(v.string(), v.unknown()))),
    /** The step index left in storage; null when cleared. */
    storedStep: v.optional(v.nullable(v.number())),
  }),
});

export type Scenario = v.InferOutput<typeof scenarioSchema>;
export type ScenarioStep = Scenario['steps'][number];
export type WaitCondition = v.InferOutput<typeof condition>;

export function parseScenario(json: unknown, source: string): Scenario {
  const result = v.safeParse(scenarioSchema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue?.path?.map((item) => String(item.key)).join('.') ?? '';
  throw new Error(`${source}: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid scenario'}`);
}

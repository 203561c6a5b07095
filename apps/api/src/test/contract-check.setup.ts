import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { checkContractResponses, contractMismatches } from './contract-responses';

// Every Fastify app a test file builds announces itself on this channel, so every answer of every app is
// checked against openapi/ without the test file having to ask for it.
const onApp = (message: unknown) => checkContractResponses((message as { fastify: FastifyInstance }).fastify);
subscribe('fastify.initialization', onApp);

afterAll(() => {
  unsubscribe('fastify.initialization', onApp);
  expect(contractMismatches(), 'answers of this file that strayed from openapi/').toEqual([]);
});

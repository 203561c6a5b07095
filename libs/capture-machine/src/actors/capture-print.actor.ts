import { fromPromise } from 'xstate';
import type { CaptureResult } from '@ridgeline/device-agent-client';
import type { CaptureAgent } from '../capture-agent';
import type { CaptureCallInput } from './arm-scanner.actor';

export const createCapturePrintActor = (agent: CaptureAgent) =>
  fromPromise<CaptureResult, CaptureCallInput>(({ input, signal }) => agent.capture(input, signal));

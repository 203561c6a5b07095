import {
  clearSimulatorFaults,
  createDeviceAgentClient,
  setSimulatorFaults,
  type FaultInjection,
} from '@ridgeline/device-agent-client';
import { createHttpCaptureAgent, type CaptureAgent } from '../capture-agent';
import { createFakeAgent } from '../fake-agent/create-fake-agent';

/** The agent a scenario drives: the machine's calls plus the simulator's fault injection. */
export interface ScenarioAgent {
  label: string;
  agent: CaptureAgent;
  setFaults(faults: FaultInjection): Promise<void>;
  clearFaults(): Promise<void>;
}

/** The agent simulator (or any agent serving /sim/faults) at `baseUrl`. */
export function remoteScenarioAgent(baseUrl: string): ScenarioAgent {
  const client = createDeviceAgentClient({ baseUrl });
  const signal = () => AbortSignal.timeout(10_000);
  return {
    label: baseUrl,
    agent: createHttpCaptureAgent(client),
    setFaults: async (faults) => void (await setSimulatorFaults(client, faults, signal())),
    clearFaults: () => clearSimulatorFaults(client, signal()),
  };
}

/** The in-process fake agent behind the same HTTP client, faults included. */
export function inProcessScenarioAgent(): ScenarioAgent {
  const fake = createFakeAgent();
  const client = createDeviceAgentClient({ baseUrl: fake.baseUrl, fetch: fake.fetch });
  const signal = () => AbortSignal.timeout(10_000);
  return {
    label: 'in-process fake agent',
    agent: createHttpCaptureAgent(client),
    setFaults: async (faults) => void (await setSimulatorFaults(client, faults, signal())),
    clearFaults: () => clearSimulatorFaults(client, signal()),
  };
}

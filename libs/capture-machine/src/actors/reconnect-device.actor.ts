import { fromPromise } from 'xstate';
import type { DeviceInfo } from '@ridgeline/device-agent-client';
import type { CaptureAgent } from '../capture-agent';

export const createReconnectDeviceActor = (agent: CaptureAgent) =>
  fromPromise<DeviceInfo>(({ signal }) => agent.reconnectDevice(signal));

export type { components, operations, paths } from './generated/device-agent';
export * from './agent-calls';
export {
  createDeviceAgentClient,
  type DeviceAgentClient,
  type DeviceAgentClientOptions,
} from './create-device-agent-client';
export { DeviceAgentError, isCanceled, isDeviceAgentError } from './device-agent-error';
export {
  CANCELED,
  DEFAULT_AGENT_URL,
  DEVICE_CONNECTION,
  DEVICE_CONNECTION_MESSAGE,
  INVALID_FINGER_MESSAGE,
  REQUEST_CANCELED_MESSAGE,
} from './messages';
export type * from './schemas';

export {
  createStepStorage,
  createMemoryStorage,
  type KeyValueStorage,
  type StepStorage,
} from './step-storage';

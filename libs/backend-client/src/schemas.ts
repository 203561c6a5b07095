import type { components } from './generated/backend';

/** Entity types of the contract by name: `Schemas['Partner']`. */
export type Schemas = components['schemas'];

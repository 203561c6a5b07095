import { CAPTURE_STEP_COUNT, NAVIGATION_STEP_STORAGE_KEY } from '@ridgeline/domain';

/** The part of the Web Storage API the machine needs; the web app passes `sessionStorage`, tests a Map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Keeps the current capture step under the navigation-step key so that a reload resumes where the operator was.
 * Anything unreadable (missing, not a whole number, out of range) resumes at the first step.
 */
export function createStepStorage(storage: KeyValueStorage) {
  return {
    read(): number {
      const raw = storage.getItem(NAVIGATION_STEP_STORAGE_KEY);
      if (raw === null || !/^\d+$/.test(raw)) return 0;
      const index = Number(raw);
      return index < CAPTURE_STEP_COUNT ? index : 0;
    },
    write(index: number): void {
      storage.setItem(NAVIGATION_STEP_STORAGE_KEY, String(index));
    },
    clear(): void {
      storage.removeItem(NAVIGATION_STEP_STORAGE_KEY);
    },
  };
}

export type StepStorage = ReturnType<typeof createStepStorage>;

/** An in-memory storage for headless runs (QA simulations, tests). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

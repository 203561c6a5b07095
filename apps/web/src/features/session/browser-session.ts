import { createSessionStore, type KeyValueStorage } from './session-store';

// Without a window (unit tests of modules that import this) sessions live in memory.
function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The tab's sessions, in localStorage so that every tab sees sign-in, logout and expiry. */
export const sessions =
  typeof window === 'undefined'
    ? createSessionStore(memoryStorage())
    : createSessionStore(window.localStorage, window);

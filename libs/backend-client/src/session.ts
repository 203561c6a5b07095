/** Where the app keeps an area's token; the library only reads it (the app owns browser storage). */
export interface SessionStore {
  getToken(): string | null | undefined;
}

/** Where the app keeps the XSRF token; shared by the three areas since they talk to one host. */
export interface XsrfStorage {
  get(): string | null | undefined;
  set(token: string): void;
}

export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** An XsrfStorage in memory, for tests and for callers without browser storage. */
export function createMemoryXsrfStorage(initial?: string): XsrfStorage {
  let token = initial ?? null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

export interface ApiPart {
  name: string;
  /** Globs of the mutated sources, relative to apps/api. */
  mutate: string[];
  /** Globs of the test files that can kill the part's mutants. */
  tests: string[];
}
export declare const API_PARTS: ApiPart[];
export declare function apiPart(name: string): ApiPart;

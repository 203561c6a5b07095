#!/usr/bin/env node
// Runs the TypeScript CLI directly: the library ships as source, so tsx compiles it on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');

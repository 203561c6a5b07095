// Worker bootstrap: worker threads do not inherit tsx's loader, so register it here before loading the
// TypeScript worker body.
import { register } from 'tsx/esm/api';

register();
await import('./print-worker-body.ts');

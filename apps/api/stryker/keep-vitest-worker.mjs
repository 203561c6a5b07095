// Loaded into Stryker's test-runner processes (`testRunnerNodeArgs` in stryker.api.config.mjs), nowhere else.
//
// Vitest stops its worker thread at the end of every run, so each mutant's run started a new thread that loaded the
// API's packages and fetched ~1,000 transformed modules from the main process again: about 3.5 s of the 7-10 s a
// mutant cost. Vitest already hands a finished non-isolated runner to the next queued file of the same run; these
// hooks let it keep that runner for the next run as well (Stryker's next mutant). Vitest exports nothing to do this
// with, so the hook edits two statements of its Pool when the module loads, and refuses to start if they are not
// found (a Vitest upgrade that moves them must be looked at, not run past). The setup file stryker/fresh-modules-
// per-file.setup.ts gives each test file a fresh module registry, so nothing a mutant left in a module reaches the
// next mutant's run.
import { register } from 'node:module';

register('./keep-vitest-worker-hooks.mjs', import.meta.url);

/** The malformed-input contract fuzz, first of two shards (malformed-suite.ts). */
import { malformedFuzzSuite } from './malformed-suite';

malformedFuzzSuite(0, 2);

/** The malformed-input contract fuzz, second of two shards (malformed-suite.ts). */
import { malformedFuzzSuite } from './malformed-suite';

malformedFuzzSuite(1, 2);

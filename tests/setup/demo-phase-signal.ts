import { existsSync, writeFileSync } from 'node:fs';

/**
 * Tells `npm test` (scripts/test.ts, through the file named in DEMO_PHASE_SIGNAL) that the integration tier's demo
 * files have begun: they run one at a time and leave most of a core idle, which is when the browser tests'
 * stacks are prepared. Without the variable (any other run) this does nothing.
 */
const signal = process.env.DEMO_PHASE_SIGNAL;
if (signal && !existsSync(signal)) writeFileSync(signal, '');

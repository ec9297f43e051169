import { config } from 'zod/v4/core';

// zod probes for eval (new Function) to speed up parsing; the CSP forbids eval, so the probe only
// logs a violation. Set before any schema is used.
config({ jitless: true });

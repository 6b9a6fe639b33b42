// Imported first by main.tsx, before any shared zod schema is built (schemas read the flag when
// they are created). zod 4 otherwise probes `new Function` to speed up object parsing; our CSP
// forbids eval, so the probe fails and the browser reports a CSP violation (Lighthouse
// best-practices). Only zod's small core config module lands in the entry chunk.
import { config } from 'zod/v4/core';

config({ jitless: true });

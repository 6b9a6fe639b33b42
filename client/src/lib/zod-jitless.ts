// Imported first by main.tsx, before any shared zod schema is built (object schemas read the flag
// when they are created). zod 4 otherwise probes `new Function` to speed up parsing; our CSP
// forbids eval, so the probe fails and the browser reports a CSP violation (Lighthouse
// best-practices). zod keeps its settings in `globalThis.__zod_globalConfig` (the object
// `z.config()` writes to), so seeding that object sets `jitless` without pulling zod's core into
// the entry chunk (~4 KB gzipped). zod-jitless.test.ts checks that zod picks it up.
type ZodGlobalConfig = { jitless?: boolean };
const g = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };

g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};

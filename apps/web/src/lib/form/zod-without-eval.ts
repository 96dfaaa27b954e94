// Zod compiles fast object parsers with `new Function`, after probing whether it may, when a
// schema is built. The shop's Content-Security-Policy forbids eval, so the probe was reported as
// a violation on every page with a form (Lighthouse's best practices count it). Forms are small:
// the interpreted parser is fast enough. Zod keeps its settings on this global, shared by every
// copy of zod on a page; setting it here, first in main.tsx, keeps zod itself (about 3.5 KB)
// out of the first load, and comes before any schema exists.
// Changed in place: a zod already loaded holds on to the object it found.
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig ??= {};
settings.__zod_globalConfig.jitless = true;

import v8 from 'node:v8';

/*
 * Imported by main.ts before anything else loads: before the embedded database compiles its
 * WebAssembly and before the JavaScript heap grows.
 *
 * By default V8 compiles WebAssembly twice, a quick baseline (Liftoff) and then optimised code
 * for the hot functions, and keeps both; for PGlite's PostgreSQL that is tens of MB of machine
 * code, and the resident size swung with when the optimising compiler ran (290–520 MB idle on
 * one machine). Optimised code only: 257–258 MB idle and 284–305 MB after a product-and-search
 * load, where the default measured 293–307 and 317–329 MB in the same minutes. Queries run
 * optimised code either way.
 */
v8.setFlagsFromString('--no-liftoff');

/*
 * The JavaScript heap, on the embedded database only (the small shop on one machine, whose
 * resident memory is the budget). V8 doubles its young generation whenever much survives a
 * scavenge, up to two 16 MB halves (reached while the packages load), and lets the old
 * generation grow to several times what survived the last full collection: under the bench's
 * reads the heap held 140–178 MB where ~60 MB were live. Young generation kept at its first
 * size, and a full collection once the old one has grown by a fifth: 45–60 MB under the same
 * load, for a quarter to a third more CPU per cached answer (docs/performance.md). With a
 * PostgreSQL server (DATABASE_URL, read here before the settings are) the database's memory
 * is elsewhere and V8 keeps its defaults.
 */
const compactHeap = !process.env.DATABASE_URL;
if (compactHeap) {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  v8.setFlagsFromString('--heap-growing-percent=20');
}

/*
 * No pretenuring, on both databases. V8 allocates the objects of an allocation site straight
 * into the old generation once most of them have survived a scavenge. Under load the shop's
 * requests set that off (a request in progress when the young generation is collected
 * survives): its objects (a response, its headers, its listeners) then go to the old
 * generation, where they stay until a full collection, and every young object they point to
 * survives the scavenges with them. Measured on the constant route behind the shop's middleware
 * (docs/performance.md): 3-5.4 MB moved to the old generation at each scavenge, each scavenge
 * 12-16 ms, p99 14-17 ms; without pretenuring nothing moved, about 1 ms each, p99 5-6 ms and
 * 40 % more requests a second.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');

import v8 from 'node:v8';

/*
 * Imported first by main.ts, before the embedded database compiles its WebAssembly. By default
 * V8 compiles WebAssembly twice, a quick baseline (Liftoff) and then optimised code for the hot
 * functions, and keeps both; for PGlite's PostgreSQL that is tens of MB of machine code, and the
 * resident size swung with when the optimising compiler ran (290–520 MB idle on one machine).
 * Optimised code only: 257–258 MB idle and 284–305 MB after a product-and-search load, where the
 * default measured 293–307 and 317–329 MB in the same minutes. Queries run optimised code either
 * way.
 */
v8.setFlagsFromString('--no-liftoff');

import v8 from 'node:v8';

/*
 * Imported first by main.ts, before the embedded database compiles its WebAssembly. V8 compiles
 * WebAssembly twice by default: a quick baseline (Liftoff) at once, then optimised code for the
 * hot functions, and keeps both. For PGlite's ~9 MB PostgreSQL that is 120–250 MB of machine
 * code, and the shop idled anywhere from 290 to 520 MB resident; compiling only the optimised code, function by
 * function on first use, kept it at 257–258 MB idle and 284–305 MB after load where the default measured 293–307 and 317–329 MB (same machine, same minutes). Queries run the optimised
 * code either way; a function's first call waits for its compile.
 */
v8.setFlagsFromString('--no-liftoff');

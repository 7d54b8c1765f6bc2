// Bundles the server into dist/main.js (or SERVER_BUILD_DIR); packages stay external and load
// from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/db/seed/cli.ts'],
  outdir: process.env.SERVER_BUILD_DIR ?? 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.js sets V8's flags before the rest of the shop (a chunk it imports) loads its packages.
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// Prints the gzip size of every built chunk and of the storefront's initial JavaScript (what
// index.html loads before anything is lazily imported); fails above the budget, when that
// JavaScript carries react-router's development build, or when a chunk has lost (or the owner's
// area has gained) V8's compile hint (vite.config.ts, compileHints), when a script or style
// lacks the compressed forms the server sends (vite.config.ts, precompressAssets), or when a
// storefront screen loads more files than SCREEN_FILES beyond start-up (vite.config.ts,
// screenBase).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../client/dist');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const all = readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));

console.log('chunk'.padEnd(48), 'raw KB'.padStart(8), 'gzip KB'.padStart(8), ' initial');
for (const file of all.sort()) {
  const rel = `assets/${file}`;
  const raw = readFileSync(path.join(dist, rel)).length;
  console.log(
    file.padEnd(48),
    kb(raw).padStart(8),
    kb(gzipSize(rel)).padStart(8),
    initial.includes(rel) ? ' yes' : '',
  );
}
const total = initial.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`\nstorefront initial JavaScript: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error('over budget');
  process.exit(1);
}
// react-router's development build (its default export condition) carries warnings for
// developers; vite.config.ts builds with its production twin.
const devRouter = initial.filter((file) =>
  readFileSync(path.join(dist, file), 'utf8').includes('Hey developer'),
);
if (devRouter.length > 0) {
  console.error(`react-router's development build in ${devRouter.join(', ')}`);
  process.exit(1);
}
// The storefront's chunks open with the compile hint, so Chromium compiles them as they stream
// in; the owner's area keeps lazy compilation.
const HINT = '//# allFunctionsCalledOnLoad\n';
const hinted = (file) => readFileSync(path.join(dist, file), 'utf8').startsWith(HINT);
const unhinted = initial.filter((file) => !hinted(file));
const vendorArea = all.filter((f) => /^vendor-area-.*\.js$/.test(f)).map((f) => `assets/${f}`);
if (unhinted.length > 0 || vendorArea.length !== 1 || vendorArea.some(hinted)) {
  console.error(
    `compile hints: missing in ${unhinted.join(', ') || 'none'}; owner's area ${vendorArea.join(', ') || 'not found'} ${vendorArea.some(hinted) ? 'hinted' : ''}`,
  );
  process.exit(1);
}
console.log(`compile hint on all ${initial.length} initial chunks, not on the owner's area`);

// Every script and style of 1 KB or more has its brotli and gzip forms beside it, holding its
// bytes; browsers download the brotli ones.
const formless = all.filter((file) => {
  const rel = path.join(dist, 'assets', file);
  const bytes = readFileSync(rel);
  if (bytes.length < 1024) return false;
  const form = (suffix, decode) =>
    existsSync(rel + suffix) && decode(readFileSync(rel + suffix)).equals(bytes);
  return !form('.br', brotliDecompressSync) || !form('.gz', gunzipSync);
});
if (formless.length > 0) {
  console.error(`compressed forms missing or not the file's: ${formless.join(', ')}`);
  process.exit(1);
}
const brotliTotal = initial.reduce((sum, file) => {
  const rel = path.join(dist, file);
  return sum + readFileSync(existsSync(`${rel}.br`) ? `${rel}.br` : rel).length;
}, 0);
console.log(
  `compressed forms beside every script and style; initial JavaScript as browsers download it: ${kb(brotliTotal)} KB brotli`,
);

// The files each main storefront screen loads beyond start-up (its chunk, the chunks it imports,
// their styles), from the build's manifest: the small modules screens share come in one chunk.
const SCREEN_FILES = 20;
const SCREENS = ['home-page', 'category-page', 'product-page', 'search-page', 'cart-page'];
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const atStart = new Set(initial);
const screenFiles = (key) => {
  const files = new Set();
  const seen = new Set();
  const visit = (id) => {
    const entry = manifest[id];
    if (!entry || seen.has(id)) return;
    seen.add(id);
    if (!atStart.has(entry.file)) files.add(entry.file);
    (entry.css ?? []).forEach((css) => files.add(css));
    (entry.imports ?? []).forEach(visit);
  };
  visit(key);
  return files;
};
const screens = SCREENS.map((name) => {
  const key = Object.keys(manifest).find((id) => id.endsWith(`/${name}.tsx`));
  return { name, files: key ? screenFiles(key).size : undefined };
});
console.log(
  `files per screen beyond start-up (at most ${SCREEN_FILES}): ${screens.map(({ name, files }) => `${name} ${files ?? 'not found'}`).join(', ')}`,
);
const crowded = screens.filter(({ files }) => files === undefined || files > SCREEN_FILES);
if (crowded.length > 0) {
  console.error(
    `too many files, or screen not found: ${crowded.map(({ name }) => name).join(', ')}`,
  );
  process.exit(1);
}

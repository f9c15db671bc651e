// Fails the build when the client's JavaScript passes its budgets (docs/architecture.md#performance-budgets):
// a public page (entry + its route chunk) at most 130 KB gzipped, any further route chunk at most 50 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The JS files a chunk loads up front: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const size = (keys) => [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const entrySize = size(entry);
const PUBLIC_PAGE = 130 * 1024;
const ROUTE_CHUNK = 50 * 1024;
const PUBLIC_PAGES = ['home-page', 'job-list-page', 'job-detail-page'];
let failed = false;
console.log(`entry (shared by every page): ${kb(entrySize)} gzipped`);
/**
 * What is already loaded when a chunk is imported: the entry, and, for a chunk that a route imports
 * on demand (a page's validation schemas), everything that route's importing chunk loads up front
 * (what all its importers load, when several import it). Counting those again measured bytes the
 * browser already has.
 */
function loadedBefore(key) {
  const importers = Object.keys(manifest).filter((k) => (manifest[k].dynamicImports ?? []).includes(key));
  if (!importers.length || importers.some((k) => entry.has(k))) return entry;
  const closures = importers.map((k) => closure(k));
  return new Set([...entry, ...[...closures[0]].filter((k) => closures.every((c) => c.has(k)))]);
}
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const before = loadedBefore(key);
  const own = new Set([...closure(key)].filter((k) => !before.has(k)));
  const extra = size(own);
  const name = path.basename(key).replace(/\.tsx?$/, '');
  const isPublic = PUBLIC_PAGES.includes(name);
  const total = entrySize + extra;
  const over = extra > ROUTE_CHUNK || (isPublic && total > PUBLIC_PAGE);
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${name}: +${kb(extra)}${isPublic ? ` (page total ${kb(total)} of ${kb(PUBLIC_PAGE)})` : ''}`);
}
if (failed) {
  console.error('The client is over its JavaScript budget (docs/architecture.md#performance-budgets).');
  process.exit(1);
}

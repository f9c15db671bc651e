import fs from 'node:fs';
import path from 'node:path';

/** What Vite's build manifest says of one chunk (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages a visitor most often opens first (their load has a budget:
 * docs/architecture.md#performance-budgets), by path,
 * with the name of their route chunk. Other pages load their chunk when the router asks for it.
 */
const FIRST_PAGES: Array<[RegExp, string]> = [
  [/^\/$/, 'home-page'],
  [/^\/jobs\/?$/, 'job-list-page'],
  [/^\/jobs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i, 'job-detail-page'],
];

/** The chunks a chunk loads up front: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * Link tags that fetch a page's route chunk, its imports and styles together with the entry
 * script. Without them the browser learns of the route chunk only once the entry has run, and of
 * the job only once that chunk has: a round trip more before the first content, which a slow
 * mobile link feels most.
 */
export function preloadLinks(manifest: Manifest, pathname: string): string {
  const page = FIRST_PAGES.find(([route]) => route.test(pathname))?.[1];
  const pageKey = page && Object.keys(manifest).find((key) => manifest[key]!.name === page && manifest[key]!.isDynamicEntry);
  if (!pageKey) return '';
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const chunks = [...closure(manifest, pageKey)].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" href="/${chunk.file}">`),
  ].join('\n    ');
}

/**
 * The built client's index.html and manifest, read on first use and kept: the static files served
 * beside them are also the ones found at start (a new build needs a restart).
 */
export function createPageShell(root: string) {
  const indexPath = path.join(root, 'index.html');
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  let kept: Promise<{ html: string; manifest: Manifest }> | undefined;

  async function read() {
    const html = await fs.promises.readFile(indexPath, 'utf8');
    // A client built without a manifest still works; its pages load without preloads.
    const manifest = await fs.promises.readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as Manifest, () => ({}));
    return { html, manifest };
  }
  const load = () => (kept ??= read().catch((error: unknown) => {
    kept = undefined;
    throw error;
  }));

  return {
    hasClient: fs.existsSync(indexPath),
    /** index.html for a client route, preloading what that page needs first. */
    async html(pathname: string): Promise<string> {
      const { html, manifest } = await load();
      const links = preloadLinks(manifest, pathname);
      return links ? html.replace(/<\/head>/i, () => `  ${links}\n  </head>`) : html;
    },
  };
}
export type PageShell = ReturnType<typeof createPageShell>;

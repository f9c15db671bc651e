/** `Acme Inclusive Ltd.` becomes `acme-inclusive-ltd`: ASCII letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** The slugs to try in order: the base, then base-2, base-3, … */
export function* slugCandidates(base: string, tries = 50): Generator<string> {
  yield base;
  for (let n = 2; n <= tries; n += 1) yield `${base}-${n}`;
}

/**
 * The schema of a path the original specification names, kept beside the resource path that
 * replaces it (docs/architecture.md#api-conventions): same guards, body and answers; the
 * document says which operation it mirrors.
 */
export function specAlias<T extends Record<string, unknown>>(schema: T, canonical: string): T & { description: string } {
  return { ...schema, description: `Kept as the original specification names it; the same as \`${canonical}\`, which new clients use.` };
}

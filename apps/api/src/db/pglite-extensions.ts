/** The PGlite extensions the migrations create (pg_trgm backs the search's "Did you mean" dictionary). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

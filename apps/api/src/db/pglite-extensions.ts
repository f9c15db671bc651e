/** The PGlite extensions the migrations create (pg_trgm backs the job location filter). */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

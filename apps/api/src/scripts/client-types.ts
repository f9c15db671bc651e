import openapiTS, { astToString } from 'openapi-typescript';
import type { FastifyInstance } from 'fastify';

/** Where the web client's generated types live, from the repository's root. */
export const CLIENT_TYPES_FILE = 'apps/web/src/lib/api-types.generated.ts';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\`; do not edit.
// A test fails when this file no longer matches the document (apps/api/test/openapi.test.ts).
`;

/** The TypeScript types of every path, operation and shared schema of the app's OpenAPI document. */
export async function renderClientTypes(app: FastifyInstance): Promise<string> {
  const document = structuredClone(app.swagger()) as Parameters<typeof openapiTS>[0];
  // NOTE: a field with a default may be left out of a request; openapi-typescript would make it required.
  const ast = await openapiTS(document, { alphabetize: true, defaultNonNullable: false });
  return HEADER + astToString(ast);
}

import { randomUUID } from 'node:crypto';
import { LOGO_SIZES } from '@jobboard/contracts/company-options';
import type { Db } from '../db/client.ts';
import { replaceLogo } from '../modules/companies/companies.repository.ts';
import { logoStorageKey, resizeLogo } from '../modules/companies/company-logo.ts';
import type { ObjectStorage } from '../platform/storage/storage.ts';

/**
 * The demo company's mark: a white north arrow on teal, drawn as shapes only (no text, so it
 * renders the same without fonts). It goes through the upload's own resizing.
 */
const NORTHWIND_MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="112" fill="#0f766e"/>
<path d="M256 88 L376 408 L256 336 L136 408 Z" fill="#ffffff"/>
<path d="M256 88 L256 336 L136 408 Z" fill="#ccfbf1"/>
</svg>`;

/** Gives the demo employer's company page a logo, as if they had uploaded one. */
export async function seedDemoLogo(db: Db, storage: ObjectStorage, employerId: string): Promise<void> {
  const sizes = await resizeLogo(Buffer.from(NORTHWIND_MARK));
  if (!sizes) throw new Error('The demo logo could not be drawn.');
  const key = randomUUID();
  for (const size of LOGO_SIZES) await storage.put(logoStorageKey(key, size), sizes.get(size)!, 'image/webp');
  await replaceLogo(db, employerId, key);
}

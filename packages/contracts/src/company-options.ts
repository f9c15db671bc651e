/**
 * Company page limits and logo sizes (docs/decisions/020-company-pages.md), shared by the
 * employer profile page and the server. Free of zod so a page can import it cheaply.
 */
export const COMPANY_STATEMENT_MAX = 2000;
export const COMPANY_LOCATIONS_MAX = 10;
export const COMPANY_LOCATION_MAX = 100;
/** Square logo sizes in px the server makes from an upload; a page picks one, never upscaled by the browser. */
export const LOGO_SIZES = [64, 128, 256] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The multipart part the logo upload reads its one file from. */
export const LOGO_PART_NAME = 'logo';
export const LOGO_ACCEPT = LOGO_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const LOGO_TYPE_HINT = `File type must be ${LOGO_EXTENSIONS.join(', ')}`;

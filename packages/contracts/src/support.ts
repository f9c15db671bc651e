/**
 * Inclusive Jobs' postal address, one line per entry, as printed on the contact, legal and
 * accessibility pages (and fit for the footer of outgoing mail).
 * NOTE: kept apart from contact.ts, which imports zod, so pages that only print the address
 * do not download the schema library.
 */
export const SUPPORT_POSTAL_ADDRESS = ['Inclusive Jobs', '200 Harbor Street, Suite 400', 'Boston, MA 02110', 'United States'] as const;

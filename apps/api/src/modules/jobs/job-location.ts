/**
 * Where a job's free-text place is, for JobPosting structured data: "Manchester, UK" is the
 * locality Manchester in the country GB. Only the last part of the place is read as a country
 * (or a US state / Canadian province, which implies its country); nothing else is guessed.
 */

/** Lower-case names and abbreviations people write, to ISO 3166-1 alpha-2 codes. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB', 'u.k.': 'GB', gb: 'GB', 'great britain': 'GB', 'united kingdom': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB',
  us: 'US', usa: 'US', 'u.s.': 'US', 'u.s.a.': 'US', 'united states': 'US', 'united states of america': 'US', america: 'US',
  ca: 'CA', canada: 'CA', ie: 'IE', ireland: 'IE', au: 'AU', australia: 'AU', nz: 'NZ', 'new zealand': 'NZ',
  in: 'IN', india: 'IN', de: 'DE', germany: 'DE', deutschland: 'DE', fr: 'FR', france: 'FR', es: 'ES', spain: 'ES',
  it: 'IT', italy: 'IT', nl: 'NL', netherlands: 'NL', 'the netherlands': 'NL', holland: 'NL', be: 'BE', belgium: 'BE',
  pt: 'PT', portugal: 'PT', se: 'SE', sweden: 'SE', no: 'NO', norway: 'NO', dk: 'DK', denmark: 'DK', fi: 'FI', finland: 'FI',
  ch: 'CH', switzerland: 'CH', at: 'AT', austria: 'AT', pl: 'PL', poland: 'PL', cz: 'CZ', 'czech republic': 'CZ', czechia: 'CZ',
  gr: 'GR', greece: 'GR', mx: 'MX', mexico: 'MX', br: 'BR', brazil: 'BR', ar: 'AR', argentina: 'AR', jp: 'JP', japan: 'JP',
  sg: 'SG', singapore: 'SG', za: 'ZA', 'south africa': 'ZA', ng: 'NG', nigeria: 'NG', ke: 'KE', kenya: 'KE',
  ae: 'AE', uae: 'AE', 'united arab emirates': 'AE', il: 'IL', israel: 'IL', cn: 'CN', china: 'CN', kr: 'KR', 'south korea': 'KR',
  ph: 'PH', philippines: 'PH', pk: 'PK', pakistan: 'PK', eu: '', europe: '', worldwide: '', anywhere: '', global: '',
};

/** English names for the codes above, for applicantLocationRequirements' Country name. */
const COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom', US: 'United States', CA: 'Canada', IE: 'Ireland', AU: 'Australia', NZ: 'New Zealand', IN: 'India', DE: 'Germany',
  FR: 'France', ES: 'Spain', IT: 'Italy', NL: 'Netherlands', BE: 'Belgium', PT: 'Portugal', SE: 'Sweden', NO: 'Norway', DK: 'Denmark',
  FI: 'Finland', CH: 'Switzerland', AT: 'Austria', PL: 'Poland', CZ: 'Czechia', GR: 'Greece', MX: 'Mexico', BR: 'Brazil', AR: 'Argentina',
  JP: 'Japan', SG: 'Singapore', ZA: 'South Africa', NG: 'Nigeria', KE: 'Kenya', AE: 'United Arab Emirates', IL: 'Israel', CN: 'China',
  KR: 'South Korea', PH: 'Philippines', PK: 'Pakistan',
};

const US_STATES = 'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(' ');
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

export type JobPlace = { locality?: string; region?: string; country?: string };

/** The ISO code of a country written as a name or abbreviation, or undefined. */
export function countryCode(text: string | null | undefined): string | undefined {
  const key = text?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return undefined;
  if (key in COUNTRY_ALIASES) return COUNTRY_ALIASES[key] || undefined;
  return /^[a-z]{2}$/.test(key) && COUNTRY_NAMES[key.toUpperCase()] ? key.toUpperCase() : undefined;
}

export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/**
 * "Remote (Canada)" reads the brackets; "Manchester, UK" the parts: the last is a country (or a
 * US state or Canadian province, whose country is known), the first the locality, a middle one
 * the region. A place of one word that is not a country is a locality.
 */
export function parsePlace(place: string): JobPlace {
  const inBrackets = /\(([^)]+)\)/.exec(place)?.[1];
  const text = (inBrackets ?? place.replace(/\bremote\b/i, '')).trim().replace(/^[-,\s]+|[-,\s]+$/g, '');
  if (!text) return {};
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const last = parts.at(-1)!;
  const upper = last.toUpperCase();
  // "Austin, TX" and "Newark, DE": after a city, two capitals are a state or province before a country code.
  if (parts.length > 1 && US_STATES.includes(upper)) return { ...placeOf(parts.slice(0, -1), 'US'), region: upper };
  if (parts.length > 1 && CA_PROVINCES.includes(upper)) return { ...placeOf(parts.slice(0, -1), 'CA'), region: upper };
  const code = countryCode(last);
  if (code) return placeOf(parts.slice(0, -1), code);
  if (inBrackets && parts.length === 1) return {};
  return { locality: parts[0], ...(parts.length > 1 ? { region: parts.slice(1).join(', ') } : {}) };
}

function placeOf(rest: string[], country: string): JobPlace {
  return { ...(rest[0] ? { locality: rest[0] } : {}), ...(rest.length > 1 ? { region: rest.slice(1).join(', ') } : {}), country };
}

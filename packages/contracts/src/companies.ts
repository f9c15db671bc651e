import { z } from 'zod';
import { withoutUnsafeCharacters } from './text.ts';
import { COMPANY_LOCATION_MAX, COMPANY_LOCATIONS_MAX, COMPANY_STATEMENT_MAX } from './company-options.ts';
import { JobSchema } from './jobs.ts';
import { COMPANY_SIZES } from './users.ts';

/** The logo in the server's fixed square sizes (64, 128 and 256 px), each a versioned public URL. */
export const CompanyLogoSchema = z.object({ small: z.string(), medium: z.string(), large: z.string() });
export type CompanyLogo = z.infer<typeof CompanyLogoSchema>;

/** GET /v1/companies/{slug}: the public company page with its active public jobs. */
export const CompanyPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  size: z.enum(COMPANY_SIZES).nullable(),
  industry: z.string().nullable(),
  founded_year: z.number().int().nullable(),
  country: z.string().nullable(),
  locations: z.array(z.string()),
  accessibility_statement: z.string().nullable(),
  logo: CompanyLogoSchema.nullable(),
  /** True only when an administrator hid the page (only administrators see a hidden page). */
  hidden: z.boolean(),
  jobs: z.array(JobSchema),
});
export type CompanyPage = z.infer<typeof CompanyPageSchema>;
export const CompanyPageResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: CompanyPageSchema });

/** GET/PUT /v1/companies/mine: the signed-in employer's own company page settings. */
export const MyCompanySchema = z.object({
  /** Null until a company name is saved on the profile. */
  slug: z.string().nullable(),
  accessibility_statement: z.string().nullable(),
  locations: z.array(z.string()),
  logo: CompanyLogoSchema.nullable(),
  hidden: z.boolean(),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;
export const MyCompanyResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: MyCompanySchema });

const location = z
  .string({ error: 'Each location must be text' })
  .overwrite((v) => withoutUnsafeCharacters(v))
  .trim()
  .min(1, { error: 'A location cannot be empty' })
  .max(COMPANY_LOCATION_MAX, { error: `Each location must be less than ${COMPANY_LOCATION_MAX} characters` });

export const UpdateMyCompanyRequest = z.object({
  accessibility_statement: z
    .string({ error: 'Accessibility and inclusion statement must be text' })
    .overwrite((v) => withoutUnsafeCharacters(v, { multiline: true }))
    .trim()
    .max(COMPANY_STATEMENT_MAX, { error: `Accessibility and inclusion statement must be less than ${COMPANY_STATEMENT_MAX} characters` })
    .nullable()
    .transform((v) => v || null),
  locations: z
    .array(location, { error: 'Locations must be a list' })
    .max(COMPANY_LOCATIONS_MAX, { error: `List at most ${COMPANY_LOCATIONS_MAX} locations` })
    .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, { error: 'Each location may be listed once' }),
});
export type UpdateMyCompanyRequest = z.infer<typeof UpdateMyCompanyRequest>;

/** PUT /v1/companies/{slug}/visibility (administrators): hide or show a company page. */
export const CompanyVisibilityRequest = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export const CompanySlugParams = z.object({ slug: z.string().max(80) });

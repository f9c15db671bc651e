import { z } from 'zod';
import { DISCLOSURE_STAGES } from './disclosure-rules.ts';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';

/** GET and PUT /v1/users/disclosure: when employers see the seeker's disability information. */
export const DisclosureSettingsSchema = z.strictObject({
  stage: z.enum(DISCLOSURE_STAGES, { error: 'Choose when employers you apply to may see your disability information' }),
  inFinder: z.boolean({ error: 'Choose whether the Candidate Finder shows your disability information' }),
});
export type DisclosureSettings = z.infer<typeof DisclosureSettingsSchema>;

export const DisclosureSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: DisclosureSettingsSchema,
});

/** PUT /v1/applications/{id}/disclosure: share on this application now, or hold back a share not yet seen. */
export const ApplicationDisclosureBody = z.strictObject({
  share: z.boolean({ error: 'share must be true or false' }),
});

/** The applicant's view of one application's disclosure. */
export const ApplicationDisclosureSchema = z.object({
  /** The seeker's own choice on this application; null follows the account's stage. */
  choice: z.enum(['shared', 'withheld']).nullable(),
  /** Whether the employer may see it now. */
  shared: z.boolean(),
  /** Whether the employer has seen it; a seen share can no longer be held back. */
  seen: z.boolean(),
});
export type ApplicationDisclosure = z.infer<typeof ApplicationDisclosureSchema>;

export const ApplicationDisclosureResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ disclosure: ApplicationDisclosureSchema }),
});

/** Where it was seen: on an application, in the Candidate Finder, or in an accommodation request the seeker sent. */
export const DISCLOSURE_CONTEXTS = ['application', 'finder', 'accommodation_request'] as const;

/** One line of "Who has seen my accessibility information": one viewer, one place, one day. */
export const DisclosureViewSchema = z.object({
  id: z.string().uuid(),
  viewer: z.object({
    /** The person's name, or "An administrator" for platform staff. */
    name: z.string(),
    company: z.string().nullable(),
    role: z.enum(['employer', 'admin']),
  }),
  context: z.enum(DISCLOSURE_CONTEXTS),
  /** The application it was seen on (or whose request), with its job's title at the time; null in the Candidate Finder. */
  application: z.object({ id: z.string().uuid().nullable(), jobTitle: z.string() }).nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** How many times that day. */
  times: z.number().int(),
});
export type DisclosureView = z.infer<typeof DisclosureViewSchema>;

export const DisclosureViewsQuery = PageQuery;

export const DisclosureViewsResponse = z.object({
  success: z.literal(true),
  data: z.object({ views: z.array(DisclosureViewSchema), pagination: PaginationSchema }),
});

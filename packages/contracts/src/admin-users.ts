import { z } from 'zod';
import { PageQuery } from './jobs.ts';
import { PaginationSchema } from './pagination.ts';
import { ROLES } from './roles.ts';

const blankless = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

/** GET /v1/users (admin): search on name and email, role and status filters. */
export const AdminUsersQuery = PageQuery.extend({
  limit: PageQuery.shape.limit.default(20),
  search: blankless(z.string().trim().max(200, { error: 'search must be at most 200 characters' })),
  role: blankless(z.enum(ROLES, { error: 'Unknown role' })),
  status: blankless(z.enum(['active', 'inactive'], { error: 'status must be active or inactive' })),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

/** A user as the admin list shows them. */
export const AdminUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  company_name: z.string().nullable(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Counts over every user (not only the page): the summary cards. */
export const UserSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  admins: z.number().int(),
  employers: z.number().int(),
  applicants: z.number().int(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const AdminUsersResponse = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(AdminUserSchema), pagination: PaginationSchema, summary: UserSummarySchema }),
});
export type AdminUsersPage = z.infer<typeof AdminUsersResponse>['data'];

export const UserIdParams = z.object({ id: z.string().uuid({ error: 'Invalid user id' }) });
export const UserStatusBody = z.strictObject({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export const UserRoleBody = z.strictObject({ role: z.enum(ROLES, { error: 'Role must be admin, employer or applicant' }) });
/** `force=true` removes the user with every related record; without it a user with records is refused. */
export const DeleteUserQuery = z.object({
  force: z.enum(['true', 'false'], { error: 'force must be true or false' }).optional(),
});

export const AdminUserResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ user: AdminUserSchema }) });

export const DeleteUserResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ deleted: z.object({ jobs: z.number().int(), applications: z.number().int(), files: z.number().int() }) }),
});

/** The product's fixed wording (docs/architecture.md#the-products-words). */
export const USER_MESSAGES = {
  status: 'User status updated successfully!',
  role: 'User role updated successfully!',
  deleted: 'User deleted successfully!',
  forceDeleted: 'User and all related records deleted successfully!',
} as const;

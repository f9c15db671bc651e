import { z } from 'zod';

/** Every paged list answers this (docs/architecture.md#api-conventions). A page past the end is an empty page. */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /**
   * True when `total` is the database's estimate rather than a count: the public job search counts
   * exactly when it reads every match anyway (a few thousand at most) or when there are at most
   * 1,000, and estimates beyond (shown as "about N jobs").
   */
  estimated: z.boolean().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

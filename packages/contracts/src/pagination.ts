import { z } from 'zod';

/** Every paged list answers this (DESIGN.md §4). A page past the end is an empty page. */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

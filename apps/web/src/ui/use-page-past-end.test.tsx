import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePagePastEnd } from './use-page-past-end.ts';

/** A list page whose server says how many pages there are and whether this one is empty. */
function ListPage({ pages, empty }: { pages: number; empty: boolean }) {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? 1);
  const moving = usePagePastEnd(page, { pages, empty }, (n) => `/list?page=${n}`);
  return <p>{moving ? 'moving' : empty ? 'Nothing here' : `page ${page}`}</p>;
}

function open(route: string, pages: number, empty: boolean) {
  const router = createMemoryRouter([{ path: '/list', element: <ListPage pages={pages} empty={empty} /> }], { initialEntries: [route] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePagePastEnd', () => {
  it('replaces a page past the last with the last, without adding to the history', async () => {
    const router = open('/list?page=5', 2, true);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves an empty first page where it is (nothing to go back to)', () => {
    const first = open('/list?page=1', 0, true);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(first.state.location.search).toBe('?page=1');
  });

  it('leaves a page with items alone even past the count (the count may be stale)', () => {
    const router = open('/list?page=3', 2, false);
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });
});

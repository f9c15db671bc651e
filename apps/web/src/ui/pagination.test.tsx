import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('Pagination', () => {
  const show = (pages: number, estimated?: boolean) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <Pagination page={1} pages={pages} hrefFor={(n) => `/?page=${n}`} label="Results pages" {...(estimated ? { estimated } : {})} /> }])}
      />,
    );

  it('says the page count is about that many when the total is an estimate, with thousands separated', () => {
    show(4175, true);
    expect(screen.getByText('Page 1 of about 4,175')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 4175' })).toHaveAttribute('href', '/?page=4175');
  });

  it('says the exact count otherwise', () => {
    show(3);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useUrlQuery } from './useUrlQuery';

type Query = { status?: string; range?: string };
const parse = (search: string): Query => Object.fromEntries(new URLSearchParams(search));
const serialise = (query: Query) => new URLSearchParams(Object.entries(query).filter(([, value]) => value) as [string, string][]).toString();

describe('useUrlQuery', () => {
  it('applies two quick updates to the latest query, so the second does not undo the first', () => {
    const locations: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestMemoryRouter initialEntries={['/customers']} locationCallback={(location) => locations.push(location.search)}>
        {children}
      </TestMemoryRouter>
    );
    const { result } = renderHook(() => useUrlQuery(parse, serialise), { wrapper });
    const { setQuery } = result.current; // the same closure for both clicks, as before a re-render
    act(() => {
      setQuery((current) => ({ ...current, status: 'overdue' }));
      setQuery((current) => ({ ...current, range: 'week' }));
    });
    expect(locations.at(-1)).toBe('?status=overdue&range=week');
    expect(result.current.query).toEqual({ status: 'overdue', range: 'week' });
  });
});

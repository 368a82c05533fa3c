import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/**
 * List state kept in the URL query (spec §2), so reload and back/forward keep it. `parse` and `serialise` convert
 * between the query string (without "?") and the page's state.
 */
export function useUrlQuery<Q>(parse: (search: string) => Q, serialise: (query: Q) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parse(location.search), [parse, location.search]);
  const setQuery = useCallback(
    (next: Q, { replace = false }: { replace?: boolean } = {}) => {
      const search = serialise(next);
      if (`?${search}` === location.search || (search === '' && location.search === '')) return;
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace });
    },
    [serialise, location.pathname, location.search, navigate],
  );
  return { query, setQuery, search: location.search };
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-admin';

type QueryUpdate<Q> = Q | ((current: Q) => Q);

/**
 * List state kept in the URL query (spec §2), so reload and back/forward keep it. `parse` and `serialise` convert
 * between the query string (without "?") and the page's state. An update given as a function applies to the latest
 * query, including one set a moment ago and not rendered yet: two quick clicks (a status, then a date preset) both
 * land instead of the second undoing the first. An address with values the page does not accept (an itemsPerPage of
 * 15, an unknown status) is replaced by what the page shows, so the address never says something else.
 */
export function useUrlQuery<Q>(parse: (search: string) => Q, serialise: (query: Q) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parse(location.search), [parse, location.search]);
  const latestSearch = useRef(location.search);
  latestSearch.current = location.search;
  const setQuery = useCallback(
    (update: QueryUpdate<Q>, { replace = false }: { replace?: boolean } = {}) => {
      const next = typeof update === 'function' ? (update as (current: Q) => Q)(parse(latestSearch.current)) : update;
      const search = serialise(next);
      const target = search ? `?${search}` : '';
      if (target === latestSearch.current) return;
      latestSearch.current = target;
      navigate({ pathname: location.pathname, search: target }, { replace });
    },
    [parse, serialise, location.pathname, navigate],
  );
  useEffect(() => {
    const canonical = serialise(query);
    const target = canonical ? `?${canonical}` : '';
    if (target !== location.search) setQuery(query, { replace: true });
  }, [query, serialise, location.search, setQuery]);
  return { query, setQuery, search: location.search };
}

// The customer list, the worklist and Recent Activity for the viewers and searches of Call History's paths
// (issue 27, second item; bench/year-paths.mjs): an admin, the floor agent (5 %) and agents who see nothing, 10
// customers or 1 %, each on the first page and on the broadest searches the data has. Tagged `lists`.

const dist = (path) => import(new URL(`../backend/dist/${path}`, import.meta.url));
const { customerListQuery, needsViewerSize, viewerSizeSql: customerViewerSizeSql } = await dist('modules/customers/customer-list-query.js');
const { activitySql } = await dist('modules/activity/activity-query.js');

/**
 * The statements a customer list or Recent Activity request runs after the session read, straight on PostgreSQL (for
 * the benchmark's SQL column): an agent's search's viewer size, then the list statement; Recent Activity's one
 * statement. Null for other scenarios.
 */
export async function listStatements(scenario, dataSource, scope) {
  const escape = (sql, params) => dataSource.driver.escapeQueryWithParameters(sql, params);
  if (scenario.path === '/api/customers/all-customer') {
    const size = needsViewerSize(scenario.body, scope) ? escape(customerViewerSizeSql(scope), scope.params) : null;
    const { sql, params } = customerListQuery(scenario.body, scope, size ? (await dataSource.query(...size))[0].seen : null, new Date().toISOString().slice(0, 10));
    return [...(size ? [size] : []), escape(sql, params)];
  }
  if (scenario.path !== '/api/activity') return null;
  return [escape(activitySql(scope), { ...scope?.params, upto: 21, take: 21, skip: 0 })];
}

/** The customer list's request (POST /api/customers/all-customer) as a scenario. */
const customerList = (name, as, search) => ({
  name: `customer list: ${name}`,
  as,
  path: '/api/customers/all-customer',
  method: 'POST',
  body: { page: 1, limit: 10, ...(search ? { search } : {}) },
  target: 50,
  tag: 'lists',
});

/**
 * `viewers` are year-paths.mjs's (as: 'agent with no group' …), `searches` its broadest searches; 'agent' is the floor
 * agent of year.bench.mjs (group 7, 5 % of the customers).
 */
export function listScenarios({ viewers, searches }) {
  const searched = [
    [`a phone prefix of 3 digits (${searches.phone3.n.toLocaleString('en-IN')} customers)`, searches.phone3.prefix],
    ["a name's first two letters", searches.letters],
    ['a loan-number prefix of 9,999 old customers', searches.oldLoans],
  ];
  const everyone = [{ as: 'admin', who: 'admin' }, { as: 'agent', who: 'the floor agent' }, ...viewers.map((viewer) => ({ as: viewer.as, who: `an ${viewer.as}` }))];
  return [
    ...everyone.flatMap(({ as, who }) => [
      customerList(`first page, ${who}`, as),
      ...searched.map(([name, search]) => customerList(`search ${name}, ${who}`, as, search)),
    ]),
    ...viewers.flatMap((viewer) => [
      { name: `worklist: an ${viewer.as}`, as: viewer.as, path: '/api/worklist', target: 50, tag: 'lists' },
      { name: `Recent Activity: an ${viewer.as}`, as: viewer.as, path: '/api/activity', target: 50, tag: 'lists' },
    ]),
    { name: 'Recent Activity: the floor agent', as: 'agent', path: '/api/activity', target: 50, tag: 'lists' },
    { name: 'Recent Activity: admin', as: 'admin', path: '/api/activity', target: 50, tag: 'lists' },
  ];
}

/**
 * A deep page of a list ordered newest first, started from the bucket that holds its offset rather than walked to
 * from the top. `bucketCounts` selects `(bucket, n)` rows of an append-only count table (rows per bucket, several
 * rows per bucket until compacted); `rowsBelow(bucket)` selects the list's rows below that bucket's upper bound,
 * newest first. The `before` rows of later buckets all come first, so the page starts `offset - before` rows into the
 * rows below the bucket. Exact whichever bucket qualifies (`before <= offset`); the lowest one keeps the walk within
 * one bucket. Binds `:pageOffset` and `:pageLimit`.
 *
 * With `rowsFrom(bucket)` (the list's rows from that bucket's lower bound up, oldest first), a page lying wholly in
 * the bucket's older half is walked to from the bucket's start instead: at most half a bucket either way. The page's
 * rows then come oldest first; the caller orders them.
 */
export function deepPageSql(columns: string, bucketCounts: string, rowsBelow: (bucket: string) => string, rowsFrom?: (bucket: string) => string): string {
  const anchor = (extra: string) => `(
    SELECT bucket, before${extra} FROM (
      SELECT bucket, n, sum(n) OVER (ORDER BY bucket DESC) - n AS before
      FROM (SELECT bucket, sum(n) AS n FROM (${bucketCounts}) counts GROUP BY bucket) per_bucket
    ) buckets
    WHERE before <= :pageOffset ORDER BY bucket LIMIT 1
  ) anchor`;
  const fromTop = `${rowsBelow('anchor.bucket')} LIMIT :pageLimit OFFSET :pageOffset - anchor.before`;
  if (!rowsFrom) return `SELECT ${columns}\n  FROM ${anchor('')}\n  CROSS JOIN LATERAL (\n    ${fromTop}\n  ) page`;
  // How many of the bucket's rows lie below the page (the walk from its start); negative when the page runs past it.
  const under = 'n - (:pageOffset - before) - :pageLimit';
  return `SELECT ${columns}
  FROM ${anchor(`, ${under} AS under, ${under} >= 0 AND ${under} < :pageOffset - before AS from_start`)}
  CROSS JOIN LATERAL (
    SELECT * FROM (${fromTop}) top WHERE NOT anchor.from_start
    UNION ALL
    SELECT * FROM (${rowsFrom('anchor.bucket')} LIMIT :pageLimit OFFSET greatest(anchor.under, 0)) bottom WHERE anchor.from_start
  ) page`;
}

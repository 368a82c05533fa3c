/**
 * A deep page of a list ordered newest first, started from the bucket that holds its offset rather than walked to
 * from the top. `bucketCounts` selects `(bucket, n)` rows of an append-only count table (rows per bucket, several
 * rows per bucket until compacted); `rowsBelow(bucket)` selects the list's rows below that bucket's upper bound,
 * newest first. The `before` rows of later buckets all come first, so the page starts `offset - before` rows into the
 * rows below the bucket. Exact whichever bucket qualifies (`before <= offset`); the lowest one keeps the walk within
 * one bucket. Binds `:pageOffset` and `:pageLimit`.
 */
export function deepPageSql(columns: string, bucketCounts: string, rowsBelow: (bucket: string) => string): string {
  return `SELECT ${columns}
  FROM (
    SELECT bucket, before FROM (
      SELECT bucket, sum(n) OVER (ORDER BY bucket DESC) - n AS before
      FROM (SELECT bucket, sum(n) AS n FROM (${bucketCounts}) counts GROUP BY bucket) per_bucket
    ) buckets
    WHERE before <= :pageOffset ORDER BY bucket LIMIT 1
  ) anchor
  CROSS JOIN LATERAL (
    ${rowsBelow('anchor.bucket')} LIMIT :pageLimit OFFSET :pageOffset - anchor.before
  ) page`;
}

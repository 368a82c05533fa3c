/** The kept rate as people read it: "67%"; "—" before any promise is decided. */
export function keptRateText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '—';
  return `${Math.round(rate * 100)}%`;
}

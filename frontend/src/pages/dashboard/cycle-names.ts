/**
 * The lead cycles a period counts, by name: each name once, in first-seen order, with how many cycles carry it when
 * more than one ("Overdue, Pre-EMI (2)"). Names repeat by design (three names, month after month), so a plain list
 * could run to a paragraph of "Pre-EMI, Pre-EMI, …".
 */
export function cycleNamesSummary(cycles: readonly { name: string }[]): string {
  const counts = new Map<string, number>();
  for (const { name } of cycles) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} (${count})` : name)).join(', ');
}

/** `roots` and everything reachable from them through `next` (each node once), in no particular order. */
export function reachable(roots: Iterable<string>, next: (node: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...next(node));
  }
  return seen;
}

/** How many requests the worker makes at once while filling a cache (the server answers each quickly). */
const AT_ONCE = 4;

/** Runs `task` over `items`, `AT_ONCE` at a time; the results in order. */
export async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE)
    out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(task))));
  return out;
}

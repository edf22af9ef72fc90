/**
 * Runs `work` over `items` with at most `limit` at once, in order of the
 * items. After the first failure no new item starts; the ones under way
 * finish, and the failure is returned beside the results that were made.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<{ results: Array<R | undefined>; done: boolean[]; error: unknown }> {
  const results: Array<R | undefined> = new Array(items.length).fill(undefined);
  const done: boolean[] = new Array(items.length).fill(false);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
        done[index] = true;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return { results, done, error: failure?.error };
}

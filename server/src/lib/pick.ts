/** A copy of `obj` with only `keys`: what a narrower view (an export, a public page) keeps of a wider one. */
export function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = obj[key];
  return out;
}

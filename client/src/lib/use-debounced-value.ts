import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (what is typed, asked of the server at a pause rather than at every key). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

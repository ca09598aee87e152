/** What a browser throws when its storage is full (Chromium, WebKit and today's Firefox). */
export const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * A `Storage` held in memory, as a browser's would behave, for the storage modules' unit tests;
 * holding `texts` to begin with. With a `quota`, it holds at most that many characters of keys and
 * values together, as Firefox counts them: a `setItem` that would pass it throws `full()` and changes
 * nothing (replacing a value counts only the difference), as every engine does.
 */
export function memoryStorage(texts: Record<string, string> = {}, quota = Infinity, full: () => unknown = quotaExceeded): Storage {
  const map = new Map(Object.entries(texts));
  const used = () => [...map].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem(k, v) {
      const text = String(v);
      const old = map.get(k);
      if (used() - (old === undefined ? 0 : k.length + old.length) + k.length + text.length > quota) throw full();
      map.set(k, text);
    },
  };
}

/** Characters of keys and values a storage holds, as {@link memoryStorage} counts them against its quota. */
export function usedChars(storage: Storage): number {
  let sum = 0;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)!;
    sum += key.length + storage.getItem(key)!.length;
  }
  return sum;
}

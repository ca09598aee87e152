/**
 * A `Storage` held in memory, as a browser's would behave, for the storage modules' unit tests;
 * holding `texts` to begin with.
 */
export function memoryStorage(texts: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(texts));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

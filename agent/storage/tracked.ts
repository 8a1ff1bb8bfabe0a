import { type RecordPath } from "./journal";

// Which records of a store's data changed since its last write, without knowing the code that
// changes them (the library's own ops and checkpointer). The data is handed out through
// proxies down to its records; setting or removing a key anywhere at or above a record marks
// that record. What lies below a record is not watched: the library only ever replaces a
// record's fields, never mutates inside them (its values, configs and checkpoints are
// replaced whole), and code of ours that does must replace the field.
//
// A collection's record depth says how deep its records sit, counted from the collection:
// threads are records of depth 1 (`threads/<id>`), checkpoints of depth 3
// (`storage/<thread>/<namespace>/<id>`). A top-level key not listed is one record itself.

export type RecordDepths = Readonly<Record<string, number>>;

export interface Tracked<T extends object> {
  /** What the code reading and changing the store is given. */
  readonly data: T;
  /** Paths of the records set or removed since the last `take()`, each once. */
  take(): RecordPath[];
  /** Marks paths taken but not written (a failed write) as changed again. */
  restore(paths: readonly RecordPath[]): void;
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

export function trackRecords<T extends object>(raw: T, depths: RecordDepths): Tracked<T> {
  const touched = new Map<string, RecordPath>();
  const touch = (path: RecordPath) => {
    const key = JSON.stringify(path);
    if (!touched.has(key)) touched.set(key, path);
  };
  // One proxy per object, so identity holds; and each proxy's target, so a proxy assigned
  // into the data is stored as the plain object it stands for.
  const proxies = new WeakMap<object, object>();
  const targets = new WeakMap<object, object>();
  const unwrap = (value: unknown) => (isObject(value) ? (targets.get(value) ?? value) : value);

  // `path` leads to `target`; `limit` is the length of the record paths below it.
  const wrap = (target: object, path: RecordPath, limit: number): object => {
    const known = proxies.get(target);
    if (known) return known;
    // The length of the record paths below `key`: set by its collection at the top.
    const limitOf = (key: string) => (path.length === 0 ? 1 + (depths[key] ?? 0) : limit);
    const recordOf = (key: string | symbol): RecordPath | undefined =>
      typeof key === "symbol" ? undefined : [...path, key].slice(0, limitOf(key));
    const proxy = new Proxy(target, {
      get(obj, key, receiver) {
        const value: unknown = Reflect.get(obj, key, receiver);
        if (typeof key === "symbol" || !isObject(value) || !Object.hasOwn(obj, key)) return value;
        // Records and what leads to them are watched; what is inside a record is not.
        if (path.length + 1 > limitOf(key)) return value;
        return proxies.get(value) ?? wrap(value, [...path, key], limitOf(key));
      },
      set(obj, key, value, receiver) {
        const record = recordOf(key);
        if (record) touch(record);
        return Reflect.set(obj, key, unwrap(value), receiver);
      },
      defineProperty(obj, key, descriptor) {
        const record = recordOf(key);
        if (record) touch(record);
        return Reflect.defineProperty(obj, key, "value" in descriptor ? { ...descriptor, value: unwrap(descriptor.value) } : descriptor);
      },
      deleteProperty(obj, key) {
        const record = recordOf(key);
        if (record && Object.hasOwn(obj, key)) touch(record);
        return Reflect.deleteProperty(obj, key);
      },
    });
    proxies.set(target, proxy);
    targets.set(proxy, target);
    return proxy;
  };

  return {
    data: wrap(raw, [], 0) as T,
    take() {
      const paths = [...touched.values()];
      touched.clear();
      return paths;
    },
    restore(paths) {
      paths.forEach(touch);
    },
  };
}

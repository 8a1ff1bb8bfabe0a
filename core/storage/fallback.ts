// Key-value storage that never throws. Browsers deny a page its localStorage and
// sessionStorage in places (a frame on another site where third-party storage is blocked,
// some private modes) and a write can fail at any time (quota): the page then keeps what it
// would have stored in memory, for as long as it lives, and goes on working.
import { unreachable } from "../unreachable";

/** The part of the Web Storage API the app uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a fallback storage's values go: the real storage, or memory once that was unavailable or failed. */
export type StorageBacking = "storage" | "memory";

export interface FallbackStorage extends KeyValueStorage {
  readonly backing: StorageBacking;
}

type State = { kind: "unprobed" } | { kind: "storage"; storage: KeyValueStorage } | { kind: "memory" };

const PROBE_KEY = "threadline:storage-probe";

/** A storage in memory only: what a page may not keep beyond its own life. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * `getStorage`'s storage (e.g. `() => window.localStorage`, which itself may throw), tried
 * once on first use, or memory where it is missing or fails. Every value written or read is
 * also kept in memory, so a storage that fails later in the page's life loses nothing the
 * page has seen.
 */
export function fallbackStorage(getStorage: () => KeyValueStorage | null | undefined): FallbackStorage {
  const memory = memoryStorage();
  let state: State = { kind: "unprobed" };

  const current = (): Exclude<State, { kind: "unprobed" }> => {
    if (state.kind === "unprobed") {
      const storage = probe(getStorage);
      state = storage ? { kind: "storage", storage } : { kind: "memory" };
    }
    return state;
  };
  // Runs `act` on the real storage, if there is one and it works; otherwise, and from then on, memory.
  const withStorage = <T>(act: (storage: KeyValueStorage) => T, fromMemory: () => T): T => {
    const now = current();
    switch (now.kind) {
      case "memory":
        return fromMemory();
      case "storage":
        try {
          return act(now.storage);
        } catch {
          state = { kind: "memory" };
          return fromMemory();
        }
      default:
        return unreachable(now);
    }
  };

  return {
    get backing() {
      return current().kind;
    },
    getItem: (key) =>
      withStorage(
        (storage) => {
          const value = storage.getItem(key) ?? null;
          if (value === null) memory.removeItem(key);
          else memory.setItem(key, value);
          return value;
        },
        () => memory.getItem(key),
      ),
    setItem: (key, value) => {
      memory.setItem(key, value);
      withStorage(
        (storage) => storage.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.removeItem(key);
      withStorage(
        (storage) => storage.removeItem(key),
        () => undefined,
      );
    },
  };
}

/** The storage if it reads back what was written to it, else null. */
function probe(getStorage: () => KeyValueStorage | null | undefined): KeyValueStorage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    const readBack = storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return readBack === PROBE_KEY ? storage : null;
  } catch {
    return null;
  }
}

// The page's localStorage and sessionStorage, or memory where the browser denies them (a
// chat framed by another site that blocks third-party storage) or they fail (core/storage).
import { fallbackStorage, memoryStorage, type KeyValueStorage } from "@/core/storage/fallback";

let local: KeyValueStorage | undefined;
let session: KeyValueStorage | undefined;

// One of each per page, so memory kept in place of storage is shared by all its readers. On
// the server every caller gets its own memory: requests must not share anything.
export function pageLocalStorage(): KeyValueStorage {
  if (typeof window === "undefined") return memoryStorage();
  return (local ??= fallbackStorage(() => window.localStorage));
}

export function pageSessionStorage(): KeyValueStorage {
  if (typeof window === "undefined") return memoryStorage();
  return (session ??= fallbackStorage(() => window.sessionStorage));
}

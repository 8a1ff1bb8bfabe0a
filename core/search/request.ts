// Reads the body of a message search on the embedded backend (core/wire.ts,
// MessageSearchRequest). Never throws: null when there is nothing to search for.

import { isDict } from "../messages/guards";
import { resultsLimit, searchQuery } from "./query";

export interface SearchRequest {
  query: string;
  limit: number;
  /** Only this owner's threads (per-user threads); undefined: everyone's (one team). */
  owner: string | undefined;
  /** Only these threads (a user limited to one); undefined: no such limit. */
  ids: string[] | undefined;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function parseSearchRequest(raw: unknown): SearchRequest | null {
  if (!isDict(raw) || typeof raw.query !== "string") return null;
  const query = searchQuery(raw.query);
  if (query === null) return null;
  // An owner that is not one confines to no one: refused rather than read as "everyone's".
  if (raw.owner !== undefined && (typeof raw.owner !== "string" || raw.owner === "")) return null;
  const owner = raw.owner;
  // A list with anything but ids in it limits to nothing rather than to everything.
  const ids = Array.isArray(raw.ids) ? raw.ids.filter((id): id is string => typeof id === "string" && ID.test(id)) : undefined;
  return { query, limit: resultsLimit(raw.limit), owner, ids };
}

import { isDict } from "../messages/guards";

// A run's rating (docs/wire-contracts.md, "Ratings"): read from transcript rows, and the body
// a rating is sent with, checked the same way by the proxy, the embedded server and the
// fixture server. Parsers never throw.

export type Rating = 1 | -1;

export interface Feedback {
  /** The backend's id of the rating; null while only this page knows it (an optimistic update). */
  readonly id: string | null;
  readonly rating: Rating;
  /** "" when there is none. */
  readonly comment: string;
}

/** What `PUT .../feedback` carries. */
export interface RatingRequest {
  readonly rating: Rating;
  readonly comment: string;
}

/** Longest comment accepted: a note on an answer, not a document. */
export const COMMENT_MAX = 2000;

export const isRating = (value: unknown): value is Rating => value === 1 || value === -1;

/** A row's `feedback`: null for null and for anything that is not a rating. */
export function parseFeedback(raw: unknown): Feedback | null {
  if (!isDict(raw) || !isRating(raw.rating)) return null;
  const id = typeof raw.feedback_id === "string" && raw.feedback_id !== "" ? raw.feedback_id : null;
  const comment = typeof raw.comment === "string" ? raw.comment : "";
  return { id, rating: raw.rating, comment };
}

/**
 * A rating request's body, or null when it is not one: a rating of 1 or -1 and an optional
 * comment (a string of at most COMMENT_MAX characters, or null). Other keys are ignored.
 */
export function parseRatingRequest(raw: unknown): RatingRequest | null {
  if (!isDict(raw) || !isRating(raw.rating)) return null;
  const comment = raw.comment ?? "";
  if (typeof comment !== "string" || comment.length > COMMENT_MAX) return null;
  return { rating: raw.rating, comment: comment.trim() };
}

// Human-readable text for errors from the SDK, the proxy or the network.
export function describeError(error: unknown): string {
  if (error == null) return "Unknown error.";
  if (typeof error === "string") return error;
  if (error instanceof Error) {
    if (error.name === "TypeError" && /fetch/i.test(error.message)) return "The network request failed.";
    return error.message || error.name;
  }
  if (typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "Unknown error.";
}

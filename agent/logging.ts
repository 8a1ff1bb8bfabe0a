// The LangGraph API server reports every Stop as a failure: a warning ("Attempted to cancel
// non-pending run.", logged for any running run) and an error with a stack trace
// ("Background run failed: Error: interrupt"). A Stop is a normal action in a chat UI, so
// these two entries are dropped (the cancel request itself still shows in the request log at
// LOG_LEVEL=info). Everything else is logged as before.

interface LogInfo {
  level?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

interface WinstonLike {
  format?: { transform: (info: LogInfo, options?: unknown) => unknown; options?: unknown };
}

// The library publishes its (winston) logger under this symbol for its SDK's getLogger().
const LOGGER_KEY = Symbol.for("langgraph.api.sdk-logger");
const PATCHED = Symbol.for("threadline.agent.quiet-cancellations");

const CANCEL_WARNING = "Attempted to cancel non-pending run.";
const CANCELLED_RUN = /^Background run failed:\n(Error|AbortError): (interrupt|rollback)\b/;

export function isCancellationNoise(info: LogInfo): boolean {
  const message = typeof info.message === "string" ? info.message : "";
  return message === CANCEL_WARNING || CANCELLED_RUN.test(message);
}

/** Call after the server started (the logger is published then). Safe to call twice. */
export function quietCancellationLogs(): void {
  const holder = globalThis as { [LOGGER_KEY]?: WinstonLike & { [PATCHED]?: boolean } };
  const logger = holder[LOGGER_KEY];
  const format = logger?.format;
  if (!logger || !format || typeof format.transform !== "function" || logger[PATCHED]) return;
  logger[PATCHED] = true;
  logger.format = {
    options: format.options,
    transform: (info, options) =>
      // A winston format returning false drops the entry.
      isCancellationNoise(info) ? false : format.transform(info, options),
  };
}

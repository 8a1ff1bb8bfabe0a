import { buildTimelineFromMessages } from "./build";
import type { TimelineItem, TimelineOptions } from "./types";

// Stand-in until the thread model (core/thread) takes over reuse across frames.

export type BuildOptions = TimelineOptions & { summaryText?: string };

export interface TimelineBuilder {
  build(messages: readonly unknown[], options?: BuildOptions): TimelineItem[];
}

export function createTimelineBuilder(): TimelineBuilder {
  return { build: (messages, options = {}) => buildTimelineFromMessages(messages, options) };
}

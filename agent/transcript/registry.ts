import { processRegistry } from "../storage/process-registry";
import { TranscriptStore } from "./store";

const stores = processRegistry("transcript-stores", "transcripts", (dir) => new TranscriptStore(dir));

export const transcriptStore = (root?: string): TranscriptStore => stores.get(root);
export const flushTranscriptStores = stores.flush;
export const closeTranscriptStores = stores.close;

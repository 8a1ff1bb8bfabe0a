// Browser build of `@langchain/core/messages`, for `useStream` of @langchain/langgraph-sdk (its
// message merging and message classes are its only browser imports of @langchain/core).
//
// The package entry re-exports every message helper, including `trimMessages` and friends
// (messages/transformers.js -> runnables -> callbacks -> tracers -> the langsmith client), and
// @langchain/core declares no `sideEffects: false`, so the bundler keeps all of it: ~490 KB of
// minified JS (langsmith, runnables, zod) in the thread route for a dozen classes and functions.
// This module re-exports the same implementations from their own files, so behaviour is the
// package's own; next.config.ts aliases `@langchain/core/messages` to it for the browser only
// (server code still gets the full entry). The files are not in the package's `exports` map,
// hence the path into node_modules. Keep the list in step with what the SDK imports:
//   grep -rn '@langchain/core' node_modules/@langchain/langgraph-sdk/dist --include=*.js
export { AIMessage, AIMessageChunk } from "../node_modules/@langchain/core/dist/messages/ai.js";
export { BaseMessageChunk } from "../node_modules/@langchain/core/dist/messages/base.js";
export { HumanMessage, HumanMessageChunk } from "../node_modules/@langchain/core/dist/messages/human.js";
export { RemoveMessage } from "../node_modules/@langchain/core/dist/messages/modifier.js";
export { SystemMessage, SystemMessageChunk } from "../node_modules/@langchain/core/dist/messages/system.js";
export { ToolMessage, ToolMessageChunk } from "../node_modules/@langchain/core/dist/messages/tool.js";
export { coerceMessageLikeToMessage, convertToChunk } from "../node_modules/@langchain/core/dist/messages/utils.js";

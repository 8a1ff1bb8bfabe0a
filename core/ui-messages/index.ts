export type { UiAction, UiEvent, UiMessage } from "./types";
export { propsAsText } from "./format";
export { isUiEvent, parseUiChannel, parseUiEvent, readUiMessages } from "./parse";
export { reduceUiChannel } from "./merge";
export { placeUiMessages, uiItem, uiItemId } from "./place";

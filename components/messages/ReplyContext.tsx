"use client";
import { createContext, useContext } from "react";

/**
 * Sends a reply in the open thread, as if typed in the composer; null while a run is in
 * progress (a reply then would start a second run). Lets a card offer one-click answers.
 */
export const ReplyContext = createContext<((text: string) => void) | null>(null);

export const useReply = () => useContext(ReplyContext);

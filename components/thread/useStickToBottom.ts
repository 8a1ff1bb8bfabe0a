"use client";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scroll container pinned to its bottom while content grows (streaming), until the
 * user scrolls up; scrolling back down (or `scrollToBottom`) pins it again. Growth is seen
 * through a ResizeObserver on the content, so late layout (markdown, images) is followed too.
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
) {
  const stuck = useRef(true);
  const lastTop = useRef(0);
  const [atBottom, setAtBottom] = useState(true);

  const scrollToBottom = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    stuck.current = true;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
    setAtBottom(true);
  }, [scrollRef]);

  useEffect(() => {
    const el = scrollRef.current;
    const content = contentRef.current;
    if (!el || !content) return;

    const onScroll = () => {
      const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
      // Only a move upwards unpins: growth below us never changes scrollTop.
      if (distance <= NEAR_BOTTOM_PX) stuck.current = true;
      else if (el.scrollTop < lastTop.current) stuck.current = false;
      lastTop.current = el.scrollTop;
      setAtBottom(distance <= NEAR_BOTTOM_PX);
    };
    const observer = new ResizeObserver(() => {
      if (stuck.current) {
        el.scrollTop = el.scrollHeight;
        lastTop.current = el.scrollTop;
      }
    });
    el.addEventListener("scroll", onScroll, { passive: true });
    observer.observe(content);
    el.scrollTop = el.scrollHeight;
    return () => {
      el.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, [scrollRef, contentRef]);

  return { atBottom, scrollToBottom };
}

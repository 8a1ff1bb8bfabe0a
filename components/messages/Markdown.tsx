"use client";
import { memo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "@/core/markdown/safe-url";

// Raw HTML in wire text is shown as nothing (skipHtml), never parsed into elements, and
// every URL goes through safeUrl, so message text cannot run script or link to our API.
const urlTransform = (url: string) => safeUrl(url) ?? "";

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) =>
    typeof src === "string" && src ? (
      // Remote images are plain <img>: the Next optimizer would fetch arbitrary hosts server side.
      <img src={src} alt={alt ?? ""} loading="lazy" className="max-h-96 max-w-full rounded" referrerPolicy="no-referrer" />
    ) : null,
};

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="prose-message">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={urlTransform} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
});

"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { CopyButton } from "@/components/ui/CopyButton";
import { hastText } from "@/core/markdown/hast-text";
import { safeUrl } from "@/core/markdown/safe-url";
import { MessageImage } from "./MessageImage";
import { createIncrementalParser, remarkIncremental } from "./incremental-markdown";

// Loaded on its own by Markdown.tsx (the parser and renderer are about a third of the thread
// route's JavaScript): import Markdown, not this module.

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
  // Code blocks get a copy button; the text is read from the tree only when it is pressed.
  pre: ({ node, children }) => <CodeBlock text={() => hastText(node)}>{children}</CodeBlock>,
  img: ({ src, alt }) => (typeof src === "string" && src ? <MessageImage src={src} alt={alt ?? ""} className="max-h-96 max-w-full rounded" /> : null),
};

function CodeBlock({ text, children }: { text: () => string; children: ReactNode }) {
  const t = useTranslations();
  return (
    <div className="relative">
      {/* Focusable: a long line scrolls it sideways, and keyboard users must reach that. */}
      <pre tabIndex={0}>{children}</pre>
      <CopyButton
        text={text}
        label={t("message.copyCode")}
        className="absolute right-2 top-2 rounded border border-line bg-panel px-1.5 py-0.5 text-xs text-muted hover:text-ink"
      />
    </div>
  );
}

export default function MarkdownRenderer({ text }: { text: string }) {
  // One parse cache per rendered message: a streamed answer re-parses only its last block.
  const [incremental] = useState(createIncrementalParser);
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm, [remarkIncremental, incremental]]} skipHtml urlTransform={urlTransform} components={components}>
      {text}
    </ReactMarkdown>
  );
}

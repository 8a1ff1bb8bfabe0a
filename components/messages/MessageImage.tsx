"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRuntimeConfig } from "@/components/providers/RuntimeContext";
import { imageLoad } from "@/core/markdown/image-policy";

/**
 * An image from a message. Remote ones from an untrusted origin show a placeholder naming
 * their host until "Load image" is pressed (core/markdown/image-policy.ts says why).
 * Plain <img>: the Next optimizer would fetch arbitrary hosts server side.
 */
export function MessageImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  const t = useTranslations();
  const { imageOrigins } = useRuntimeConfig();
  const [asked, setAsked] = useState(false);
  const load = imageLoad(src, imageOrigins);
  if (load.kind === "ask" && !asked) {
    return (
      <span data-testid="image-placeholder" className="my-1 inline-flex max-w-full flex-wrap items-center gap-2 rounded border border-dashed border-line bg-panel px-3 py-2 text-sm text-muted">
        <span className="break-all">
          {alt ? `${alt} · ` : ""}
          {load.host ? t("message.imageFrom", { host: load.host }) : t("message.image")}
        </span>
        <button type="button" onClick={() => setAsked(true)} className="rounded border border-line px-2 py-0.5 text-ink hover:bg-canvas">
          {t("message.loadImage")}
        </button>
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={className} referrerPolicy="no-referrer" />;
}

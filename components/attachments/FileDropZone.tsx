"use client";
import { useState, type DragEvent, type ReactNode } from "react";

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");

/**
 * Files dropped anywhere in it (the log, the composer) are attached. Drags of text pass
 * through untouched, so text can still be dragged into the message box.
 */
export function FileDropZone({ onFiles, className, children }: { onFiles: (files: File[]) => void; className: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={`${className} ${over ? "outline-2 -outline-offset-2 outline-dashed outline-accent" : ""}`}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={(event) => {
        // Leaving for a child is not leaving the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        if (!carriesFiles(event)) return;
        event.preventDefault();
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
    </div>
  );
}

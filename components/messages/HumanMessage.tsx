import type { HumanItem } from "@/core/timeline/types";
import { MessageImage } from "./MessageImage";

export function HumanMessage({ item }: { item: HumanItem }) {
  return (
    <div data-role="human" className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl bg-accent-soft px-4 py-2.5">
        {item.images.length > 0 ? (
          <div className="mb-2 flex flex-wrap gap-2">
            {item.images.map((image, i) => (
              <MessageImage key={i} src={image.url} alt={image.alt ?? "Attached image"} className="max-h-48 rounded-lg" />
            ))}
          </div>
        ) : null}
        <p className="whitespace-pre-wrap break-words text-[15px]">{item.text}</p>
      </div>
    </div>
  );
}

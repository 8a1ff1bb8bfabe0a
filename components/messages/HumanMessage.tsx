import type { HumanItem } from "@/core/timeline/types";
import { MessageAttachments } from "./MessageAttachments";

export function HumanMessage({ item }: { item: HumanItem }) {
  return (
    <div data-role="human" className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl bg-accent-soft px-4 py-2.5">
        <MessageAttachments images={item.images} files={item.files} />
        {item.text === "" ? null : <p className="whitespace-pre-wrap break-words text-[15px]">{item.text}</p>}
      </div>
    </div>
  );
}

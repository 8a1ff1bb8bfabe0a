import { useTranslations } from "next-intl";
import { FileIcon } from "@/components/ui/icons";
import { splitFilePath } from "@/core/timeline";

/** The files a run of steps presented, shown under its fold: the run's deliverables. */
export function PresentedFiles({ files }: { files: readonly string[] }) {
  const t = useTranslations();
  if (files.length === 0) return null;
  return (
    <ul aria-label={t("message.presentedFiles")} className="mt-1.5 flex flex-wrap gap-2">
      {files.map((file) => {
        const { name, folder } = splitFilePath(file);
        return (
          <li
            key={file}
            title={file}
            className="flex min-w-0 max-w-full items-center gap-2 rounded-lg border border-line bg-canvas px-3 py-1.5 text-sm"
          >
            <FileIcon />
            <span className="truncate font-medium">{name}</span>
            {folder ? <span className="hidden truncate font-mono text-xs text-muted sm:inline">{folder}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

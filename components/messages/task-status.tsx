import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BanIcon, CheckIcon, ClockIcon, CrossIcon, DashIcon, SpinnerIcon } from "@/components/ui/icons";
import { NEEDS_INPUT_KEY } from "@/core/interrupts";
import type { MessageKey } from "@/core/i18n/translate";
import { TASK_CARD_STATUS_KEY as KEY } from "@/core/timeline/labels";
import type { TaskCardStatus } from "@/core/timeline/types";

// Labels come from the ledger (docs/ui-contract.md, "Delegation ledger"); icons are decorative,
// the label is what assistive tech and tests read.
export const TASK_STATUS: Record<TaskCardStatus, { label: MessageKey; icon: ReactNode; tone: string }> = {
  in_progress: { label: KEY.in_progress, icon: <SpinnerIcon />, tone: "text-amber-700 dark:text-amber-400" },
  completed: { label: KEY.completed, icon: <CheckIcon />, tone: "text-emerald-700 dark:text-emerald-400" },
  failed: { label: KEY.failed, icon: <CrossIcon />, tone: "text-red-700 dark:text-red-400" },
  cancelled: { label: KEY.cancelled, icon: <BanIcon />, tone: "text-muted" },
  timed_out: { label: KEY.timed_out, icon: <ClockIcon />, tone: "text-orange-700 dark:text-orange-400" },
  polling_timed_out: { label: KEY.polling_timed_out, icon: <ClockIcon />, tone: "text-orange-700 dark:text-orange-400" },
  no_result: { label: KEY.no_result, icon: <DashIcon />, tone: "text-muted" },
};

const NEEDS_INPUT = { label: NEEDS_INPUT_KEY, icon: <ClockIcon />, tone: "text-amber-700 dark:text-amber-400" };

/** A task's status; one that waits on an interrupt needs input, whatever its status says. */
export function StatusBadge({ status, needsInput = false }: { status: TaskCardStatus; needsInput?: boolean }) {
  const t = useTranslations();
  const { label, icon, tone } = needsInput ? NEEDS_INPUT : TASK_STATUS[status];
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      {icon}
      {t(label)}
    </span>
  );
}

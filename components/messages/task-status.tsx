import type { ReactNode } from "react";
import { BanIcon, CheckIcon, ClockIcon, CrossIcon, DashIcon, SpinnerIcon } from "@/components/ui/icons";
import { STATUS_LABEL } from "@/core/ledger";
import type { TaskCardStatus } from "@/core/timeline/types";

// Labels come from the ledger (DESIGN 5); icons are decorative, the label is what assistive
// tech and tests read.
export const TASK_STATUS: Record<TaskCardStatus, { label: string; icon: ReactNode; tone: string }> = {
  in_progress: { label: STATUS_LABEL.in_progress, icon: <SpinnerIcon />, tone: "text-amber-700 dark:text-amber-400" },
  completed: { label: STATUS_LABEL.completed, icon: <CheckIcon />, tone: "text-emerald-700 dark:text-emerald-400" },
  failed: { label: STATUS_LABEL.failed, icon: <CrossIcon />, tone: "text-red-700 dark:text-red-400" },
  cancelled: { label: STATUS_LABEL.cancelled, icon: <BanIcon />, tone: "text-muted" },
  timed_out: { label: STATUS_LABEL.timed_out, icon: <ClockIcon />, tone: "text-orange-700 dark:text-orange-400" },
  polling_timed_out: { label: STATUS_LABEL.polling_timed_out, icon: <ClockIcon />, tone: "text-orange-700 dark:text-orange-400" },
  no_result: { label: "No result", icon: <DashIcon />, tone: "text-muted" },
};

export function StatusBadge({ status }: { status: TaskCardStatus }) {
  const { label, icon, tone } = TASK_STATUS[status];
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      {icon}
      {label}
    </span>
  );
}

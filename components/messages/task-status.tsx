import type { ReactNode } from "react";
import { BanIcon, CheckIcon, ClockIcon, CrossIcon, DashIcon, SpinnerIcon } from "@/components/ui/icons";
import type { TaskCardStatus } from "@/core/timeline/types";

// Labels of DESIGN 5; icons are decorative, the label is what assistive tech and tests read.
export const TASK_STATUS: Record<TaskCardStatus, { label: string; icon: ReactNode; tone: string }> = {
  in_progress: { label: "In progress", icon: <SpinnerIcon />, tone: "text-amber-600 dark:text-amber-400" },
  completed: { label: "Completed", icon: <CheckIcon />, tone: "text-emerald-600 dark:text-emerald-400" },
  failed: { label: "Failed", icon: <CrossIcon />, tone: "text-red-600 dark:text-red-400" },
  cancelled: { label: "Cancelled", icon: <BanIcon />, tone: "text-muted" },
  timed_out: { label: "Timed out", icon: <ClockIcon />, tone: "text-orange-600 dark:text-orange-400" },
  polling_timed_out: { label: "Polling timed out", icon: <ClockIcon />, tone: "text-orange-600 dark:text-orange-400" },
  no_result: { label: "No result", icon: <DashIcon />, tone: "text-muted" },
};

const STOP_REASONS: Record<string, string> = {
  token_capped: "capped: tokens",
  turn_capped: "capped: turns",
  loop_capped: "capped: loop",
};

export const stopReasonLabel = (reason: string | undefined) => (reason ? (STOP_REASONS[reason] ?? reason) : null);

// Small inline icons: system fonts lack some symbol glyphs (⌛ renders as a box on many Linux
// machines), so status icons are drawn rather than typed. Decorative: callers put the meaning
// in text next to them.
import type { ReactNode } from "react";

function Svg({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" className={`inline-block h-3.5 w-3.5 shrink-0 ${className}`}>
      {children}
    </svg>
  );
}

export const CheckIcon = () => (
  <Svg>
    <path d="M3 8.5l3 3 7-7" />
  </Svg>
);
export const CrossIcon = () => (
  <Svg>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);
export const ClockIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.5V8l2.5 1.5" />
  </Svg>
);
export const BanIcon = () => (
  <Svg>
    <circle cx="8" cy="8" r="6" />
    <path d="M3.8 12.2l8.4-8.4" />
  </Svg>
);
export const DashIcon = () => (
  <Svg>
    <path d="M4 8h8" />
  </Svg>
);
export const SpinnerIcon = () => (
  <Svg className="animate-spin">
    <path d="M8 2a6 6 0 1 0 6 6" />
  </Svg>
);
export const FileIcon = () => (
  <Svg>
    <path d="M4 1.5h5l3 3v10H4z" />
    <path d="M9 1.5v3h3" />
  </Svg>
);
export const ChevronIcon = ({ open }: { open: boolean }) => (
  <Svg className={`transition-transform ${open ? "rotate-90" : ""}`}>
    <path d="M6 3.5l4.5 4.5L6 12.5" />
  </Svg>
);
export const TrashIcon = () => (
  <Svg>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
  </Svg>
);
export const MenuIcon = () => (
  <Svg className="h-4 w-4">
    <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
  </Svg>
);
export const DownloadIcon = () => (
  <Svg>
    <path d="M8 2.5v8M4.5 7.5L8 11l3.5-3.5M3 13.5h10" />
  </Svg>
);
export const PencilIcon = () => (
  <Svg>
    <path d="M10.5 3l2.5 2.5L6 12.5H3.5V10z" />
  </Svg>
);
export const DotsIcon = () => (
  <Svg>
    <path d="M3.5 8h.01M8 8h.01M12.5 8h.01" strokeWidth="2.5" />
  </Svg>
);
export const CondenseIcon = () => (
  <Svg>
    <path d="M8 1.5v4M6 3.5l2 2 2-2M8 14.5v-4M6 12.5l2-2 2 2M3 8h10" />
  </Svg>
);
export const ArrowDownIcon = () => (
  <Svg className="h-4 w-4">
    <path d="M8 2.5v11M3.5 9L8 13.5 12.5 9" />
  </Svg>
);
export const TasksIcon = () => (
  <Svg>
    <path d="M2.5 4l1 1 2-2M2.5 10l1 1 2-2M7.5 4.5h6M7.5 10.5h6" />
  </Svg>
);

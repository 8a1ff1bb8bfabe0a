// Icons of attachments; decorative (the names are in text or aria-labels beside them).

export const PaperclipIcon = () => (
  <svg aria-hidden viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4">
    <path d="M13.5 7.5l-5.6 5.6a3.5 3.5 0 01-5-5l5.9-5.9a2.3 2.3 0 013.3 3.3l-5.9 5.9a1.2 1.2 0 01-1.7-1.7l5.4-5.4" />
  </svg>
);

export const FileIcon = () => (
  <svg aria-hidden viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4 shrink-0">
    <path d="M9 1.5H4.5a1 1 0 00-1 1v11a1 1 0 001 1h7a1 1 0 001-1V5z" />
    <path d="M9 1.5V5h3.5" />
  </svg>
);

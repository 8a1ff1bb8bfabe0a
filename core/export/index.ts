export { exportFileName, timelineToMarkdown, type MarkdownExportOptions } from "./markdown";

// Whether a text is in a page's server-rendered markup, i.e. paintable before any script
// runs. Text only inside scripts (the RSC payload among them), styles or comments does not count.

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(entity: string): string {
  if (entity[0] !== "#") return NAMED[entity.toLowerCase()] ?? `&${entity};`;
  const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
  return Number.isFinite(code) ? String.fromCodePoint(code) : `&${entity};`;
}

export function markupText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z]+);/gi, (_, entity: string) => decode(entity));
}

export const inMarkup = (html: string, text: string): boolean => markupText(html).includes(text);

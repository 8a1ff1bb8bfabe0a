import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { fromMarkdown } from "mdast-util-from-markdown";
import { describe, expect, it } from "vitest";
import { createIncrementalParser, remarkIncremental } from "./incremental-markdown";

const slow = [
  "This answer streams slowly on purpose, so you can press **Stop**.",
  "",
  ...Array.from({ length: 40 }, (_, i) => `${i + 1}. Point ${i + 1} about the rollout plan, written one chunk at a time.`),
].join("\n");

const documents = [
  slow,
  "Here is a short answer about **x**.\n\n- **a**: what\n- **b**: how\n- **c**: next\n\nA small example:\n\n```ts\nconst a = 1;\n\nfor (const w of words) {\n  console.log(w);\n}\n```\n\nAfter the code.",
  "# Title\n\nPara one\ncontinues here.\n\n## Sub\n\n> quote\n> more\n\n> second quote\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nSetext\n---\n\nAnother\n===\n\n* * *\n\n~~~\ncode ~~~\n\n```\n~~~\n\ninside\n~~~\n\nafter",
  "1. one\n2. two\n\n3. three loose\n4. four\n\nPara\n\n- a\n- b\n* c\n* d\n+ e\n\n1) x\n2) y\n3. z\n\n- [ ] task\n- [x] done\n\n10. ten\n11. eleven",
  "Para\n2. not a list\n3. still not\n1. now a list\n2. item\n\n- a\n  - nested\n  - nested 2\n- b\n\n      indented code\n\n    more indented\n\ntext\n- x\n-\n- y\n---\n- z\n\n1. a\n   ```\n   code\n\n   more\n   ```\n2. b\n\n- item\n\n  continued para\n- next",
  "- a\nlazy continuation\n- b\n\n> q\nlazy\n\n1. a\n\n   b\n2. c\n\nend ```not fence``` text\n\n````\n```\n\n````\n\ndone",
  "Text with [link](http://example.com) and ![img](http://example.com/a.png).\n\n[ref]: http://example.com\n\nUse [ref].",
  "Footnote[^1] here.\n\nMore.\n\n[^1]: The note.",
  "<div>\n\nhtml\n\n</div>\n\n<!--\n\ncomment\n\n-->\n\nend",
  "Term\n\n- a\n\n- b\n- c\n\n  d\n\ne\n\n* x\n\n  * y\n\n* z",
];

function render(text: string, plugins: NonNullable<Parameters<typeof ReactMarkdown>[0]["remarkPlugins"]>) {
  return renderToStaticMarkup(
    <ReactMarkdown remarkPlugins={plugins} skipHtml>
      {text}
    </ReactMarkdown>,
  );
}

describe("incremental markdown parsing", () => {
  it("renders every prefix of a streamed text as a whole parse does", { timeout: 120_000 }, () => {
    for (const document of documents) {
      const incremental = createIncrementalParser();
      // Every line start and end, and points between (a full sweep takes minutes).
      const ends = [...Array(document.length + 1).keys()].filter((i) => i % 9 === 0 || document[i - 1] === "\n" || document[i - 2] === "\n");
      for (const end of ends) {
        const text = document.slice(0, end);
        expect(render(text, [remarkGfm, [remarkIncremental, incremental]]), JSON.stringify(text)).toBe(render(text, [remarkGfm]));
      }
    }
  });

  it("parses only the last block again as a streamed list grows", () => {
    const incremental = createIncrementalParser();
    let parsed = 0;
    const parse = (text: string) => {
      parsed += text.length;
      return fromMarkdown(text);
    };
    for (let end = 0; end <= slow.length; end += 3) incremental(slow.slice(0, end), parse);
    // A whole parse per step would read ~slow.length^2 / 6 characters.
    expect(parsed).toBeLessThan(slow.length * 40);
  });
});

import { describe, expect, it } from "vitest";
import { inMarkup, markupText } from "./html";

describe("inMarkup", () => {
  it("finds text rendered into elements, entities decoded", () => {
    expect(inMarkup("<main><p>Where we landed on caching &amp; queues after 3 turns</p></main>", "caching & queues after 3")).toBe(true);
    expect(inMarkup("<p>it&#x27;s &#39;done&#39;</p>", "it's 'done'")).toBe(true);
  });

  it("ignores text that only a script or a comment carries", () => {
    const html = '<body><div id="root"></div><script>self.__next_f.push([1,"Where we landed"])</script><!-- Where we landed --></body>';
    expect(inMarkup(html, "Where we landed")).toBe(false);
    expect(markupText('<style>p{}</style><p>a</p><script type="module">b</script>')).toBe("a");
  });
});

import { expect, it } from "vitest";
import { seeOther } from "./see-other";

it("seeOther answers a 303 to paths on this site, and / for anything leaving it", () => {
  const to = (path: string) => seeOther(path).headers.get("location");
  expect(seeOther("/signin?error=wrong").status).toBe(303);
  expect(to("/signin?error=wrong")).toBe("/signin?error=wrong");
  expect(to("/threads/a")).toBe("/threads/a");
  for (const path of ["/.//evil.example/x", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "https://evil.example/"]) expect(to(path)).toBe("/");
  expect(seeOther("/", "a=b").headers.get("set-cookie")).toBe("a=b");
});

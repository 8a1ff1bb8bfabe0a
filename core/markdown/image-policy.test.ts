import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imageLoad } from "./image-policy";

describe("imageLoad", () => {
  const trusted = ["https://cdn.example.com"];

  it("shows bytes already in the page", () => {
    expect(imageLoad("data:image/png;base64,AAAA", trusted)).toEqual({ kind: "inline" });
    expect(imageLoad("blob:https://app/1", trusted)).toEqual({ kind: "inline" });
  });

  it("loads from a trusted origin only when scheme, host and port all match", () => {
    expect(imageLoad("https://cdn.example.com/a.png", trusted)).toEqual({ kind: "trusted" });
    expect(imageLoad("http://cdn.example.com/a.png", trusted)).toEqual({ kind: "ask", host: "cdn.example.com" });
    expect(imageLoad("https://cdn.example.com:8443/a.png", trusted)).toEqual({ kind: "ask", host: "cdn.example.com:8443" });
    expect(imageLoad("https://cdn.example.com.evil.io/a.png", trusted)).toEqual({ kind: "ask", host: "cdn.example.com.evil.io" });
  });

  it("asks for anything else, and never throws", () => {
    expect(imageLoad("https://x.io/?q=secret", [])).toEqual({ kind: "ask", host: "x.io" });
    expect(imageLoad("not a url", trusted)).toEqual({ kind: "ask", host: "" });
    fc.assert(fc.property(fc.string(), (s) => ["inline", "trusted", "ask"].includes(imageLoad(s, trusted).kind)));
  });
});

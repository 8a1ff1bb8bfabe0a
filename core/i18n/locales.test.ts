import { describe, expect, it } from "vitest";
import { isLocale, negotiateLocale, requestLocale } from "./locales";

describe("negotiateLocale", () => {
  it("picks the highest-weighted language we speak", () => {
    expect(negotiateLocale("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(negotiateLocale("en-US,en;q=0.9,zh-CN;q=0.8")).toBe("en");
    expect(negotiateLocale("fr-FR,fr;q=0.9,zh;q=0.5,en;q=0.4")).toBe("zh-CN");
    expect(negotiateLocale("en;q=0.2,zh-TW;q=0.7")).toBe("zh-CN");
  });
  it("falls back to English for nothing, junk and languages we do not speak", () => {
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("de-DE,fr;q=0.5")).toBe("en");
    expect(negotiateLocale("zh;q=0,de")).toBe("en");
    expect(negotiateLocale(";;,q=,zh;q=abc")).toBe("en");
  });
});

describe("requestLocale", () => {
  it("prefers the cookie the Language control set, when it names a locale", () => {
    expect(requestLocale("zh-CN", "en-US")).toBe("zh-CN");
    expect(requestLocale("en", "zh-CN")).toBe("en");
    expect(requestLocale("klingon", "zh-CN")).toBe("zh-CN");
    expect(requestLocale(undefined, undefined)).toBe("en");
  });
  it("knows its locales", () => {
    expect(isLocale("zh-CN")).toBe(true);
    expect(isLocale("zh")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { displayUrl, isLoopbackHost, launchRefusals, nextStartArguments, nextStartHostname, probeUrl, readHost, serverRefusals, standaloneRefusals } from "./launch";

const SECRET = "s".repeat(32);

describe("launchRefusals", () => {
  it("starts on loopback without sign-in", () => {
    expect(launchRefusals({})).toEqual([]);
    expect(launchRefusals({ HOST: "localhost" })).toEqual([]);
    expect(launchRefusals({ HOST: "::1" })).toEqual([]);
  });

  it("refuses another interface without sign-in, and says what to set", () => {
    const [refusal, ...rest] = launchRefusals({ HOST: "0.0.0.0" });
    expect(rest).toEqual([]);
    expect(refusal).toMatch(/HOST=0\.0\.0\.0/);
    expect(refusal).toMatch(/THREADLINE_PASSWORD/);
    expect(refusal).toMatch(/THREADLINE_AUTH_HEADER/);
    expect(refusal).toMatch(/THREADLINE_ALLOW_ANONYMOUS=1/);
    expect(launchRefusals({ HOST: "192.168.1.20" })).toHaveLength(1);
    expect(launchRefusals({ HOST: "::" })).toHaveLength(1);
  });

  it("starts on another interface with a sign-in mode, or when the user insists", () => {
    expect(launchRefusals({ HOST: "0.0.0.0", THREADLINE_PASSWORD: "pw", THREADLINE_SESSION_SECRET: SECRET })).toEqual([]);
    expect(launchRefusals({ HOST: "0.0.0.0", THREADLINE_AUTH_HEADER: "x-forwarded-user" })).toEqual([]);
    expect(launchRefusals({ HOST: "0.0.0.0", THREADLINE_ALLOW_ANONYMOUS: "1" })).toEqual([]);
    expect(launchRefusals({ HOST: "0.0.0.0", THREADLINE_ALLOW_ANONYMOUS: "0" })).toHaveLength(1);
  });

  it("refuses an unsound sign-in configuration wherever it binds", () => {
    expect(launchRefusals({ THREADLINE_PASSWORD: "pw" })[0]).toMatch(/THREADLINE_SESSION_SECRET/);
    // A password without its cookie key is no sign-in mode: the interface is refused too.
    expect(launchRefusals({ HOST: "0.0.0.0", THREADLINE_AUTH_HEADER: "bad header" })).toHaveLength(2);
  });

  it("refuses a HOST that is no host", () => {
    expect(launchRefusals({ HOST: "http://0.0.0.0" })[0]).toMatch(/HOST must be/);
  });
});

it("isLoopbackHost knows the loopback names and addresses only", () => {
  for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackHost(host)).toBe(true);
  for (const host of ["0.0.0.0", "::", "10.0.0.1", "128.0.0.1", "127.0.0.999", "localhost.example.com", "example.com"]) {
    expect(isLoopbackHost(host)).toBe(false);
  }
});

it("readHost defaults to 127.0.0.1 and unwraps IPv6 brackets", () => {
  expect(readHost({})).toBe("127.0.0.1");
  expect(readHost({ HOST: " " })).toBe("127.0.0.1");
  expect(readHost({ HOST: "[::1]" })).toBe("::1");
});

it("the printed and probed URLs name the bound interface", () => {
  expect(displayUrl("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
  expect(displayUrl("::1", 3000)).toBe("http://[::1]:3000");
  expect(displayUrl("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000 (listening on every interface, 0.0.0.0)");
  expect(probeUrl("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000/");
  expect(probeUrl("::", 3000)).toBe("http://[::1]:3000/");
  expect(probeUrl("192.168.1.20", 80)).toBe("http://192.168.1.20:80/");
});

describe("standaloneRefusals", () => {
  it("refuses the standalone server's default, every interface, without sign-in", () => {
    expect(standaloneRefusals({})).toEqual([expect.stringContaining("HOSTNAME=0.0.0.0 lets other machines reach Threadline")]);
    expect(standaloneRefusals({ HOSTNAME: "10.1.2.3" })).toHaveLength(1);
  });
  it("serves loopback, a sign-in mode, or an insisting operator", () => {
    expect(standaloneRefusals({ HOSTNAME: "127.0.0.1" })).toEqual([]);
    expect(standaloneRefusals({ HOSTNAME: "0.0.0.0", THREADLINE_AUTH_HEADER: "x-forwarded-user" })).toEqual([]);
    expect(standaloneRefusals({ THREADLINE_ALLOW_ANONYMOUS: "1" })).toEqual([]);
  });
  it("reads HOSTNAME, not the launcher's HOST", () => {
    expect(standaloneRefusals({ HOST: "127.0.0.1" })).toHaveLength(1);
  });
});

describe("serverRefusals", () => {
  const node = "/usr/bin/node";
  const nextBin = "/app/node_modules/next/dist/bin/next";

  it("judges the standalone server by HOSTNAME", () => {
    expect(serverRefusals([node, "/app/.next/standalone/server.js"], { HOSTNAME: "127.0.0.1" })).toEqual([]);
    expect(serverRefusals([node, "/app/.next/standalone/server.js"], {})).toEqual([expect.stringContaining("HOSTNAME=0.0.0.0 lets")]);
  });

  it("serves next start on loopback, whatever HOSTNAME says", () => {
    expect(serverRefusals([node, nextBin, "start", "-H", "127.0.0.1"], {})).toEqual([]);
    expect(serverRefusals([node, "/app/node_modules/.bin/next", "start", "--hostname", "localhost", "-p", "3000"], {})).toEqual([]);
    expect(serverRefusals([node, nextBin, "start", "-p", "3000", "--hostname=::1"], { HOSTNAME: "0.0.0.0" })).toEqual([]);
    expect(serverRefusals([node, nextBin, "start", "-H[::1]"], {})).toEqual([]);
  });

  it("refuses next start on every interface without sign-in, naming npm start and HOSTNAME", () => {
    for (const argv of [
      [node, nextBin, "start"],
      [node, nextBin, "start", "-p", "3000"],
      [node, nextBin, "start", "-H", "0.0.0.0"],
      [node, nextBin, "start", "-H", "127.0.0.1", "-H", "::"],
    ]) {
      const [refusal, ...rest] = serverRefusals(argv, { HOSTNAME: "127.0.0.1" });
      expect(rest, argv.join(" ")).toEqual([]);
      expect(refusal).toMatch(/^next start (without -H|-H )/);
      expect(refusal).toContain("npm start");
      expect(refusal).toContain("HOSTNAME");
      expect(refusal).toContain("THREADLINE_PASSWORD");
    }
    expect(serverRefusals([node, nextBin, "start"], { THREADLINE_AUTH_HEADER: "x-forwarded-user" })).toEqual([]);
  });
});

it("nextStartArguments finds next start's own arguments, and only those", () => {
  expect(nextStartArguments(["node", "/a/node_modules/next/dist/bin/next", "start", "-H", "x"])).toEqual(["-H", "x"]);
  expect(nextStartArguments(["node", "C:\\a\\node_modules\\.bin\\next", "start"])).toEqual([]);
  expect(nextStartArguments(["node", "/a/node_modules/next/dist/bin/next", "dev"])).toBeNull();
  expect(nextStartArguments(["node", "/a/.next/standalone/server.js", "start"])).toBeNull();
  expect(nextStartArguments(["node", "/a/nextapp.js", "start"])).toBeNull();
  expect(nextStartArguments(["node"])).toBeNull();
});

it("nextStartHostname reads -H as Next's parser does", () => {
  expect(nextStartHostname([])).toBeNull();
  expect(nextStartHostname(["-p", "3000"])).toBeNull();
  expect(nextStartHostname(["-H", "127.0.0.1"])).toBe("127.0.0.1");
  expect(nextStartHostname(["-H127.0.0.1"])).toBe("127.0.0.1");
  expect(nextStartHostname(["--hostname=::1", "-H", "0.0.0.0"])).toBe("0.0.0.0");
  expect(nextStartHostname(["--", "-H", "127.0.0.1"])).toBeNull();
});

import { once } from "node:events";
import { createServer } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { startEmbeddedServer } from "./server";

it("refuses a port that is already taken, with a message naming LANGGRAPH_PORT", async () => {
  const squatter = createServer().listen(0, "127.0.0.1");
  await once(squatter, "listening");
  const address = squatter.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const dataDir = await mkdtemp(path.join(tmpdir(), "threadline-port-"));
  try {
    const failure = startEmbeddedServer({ port, dataDir });
    await expect(failure).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use. Choose another one (LANGGRAPH_PORT).`);
    await expect(failure).rejects.toMatchObject({ code: "EADDRINUSE" });
  } finally {
    squatter.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

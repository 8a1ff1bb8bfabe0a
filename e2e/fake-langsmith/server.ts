// A stand-in for LangSmith's feedback-token API, for e2e/langsmith-ratings.spec.ts: the
// LangGraph server asks it for a presigned URL per run (POST /feedback/tokens, as the langsmith
// SDK's createPresignedFeedbackToken does), and the app's proxy posts scores to that URL
// (POST /feedback/tokens/{id}). GET /__tokens and GET /__feedback read back what came;
// POST /__refuse {status} answers every score with that status until POST /__reset. Any other
// request (a trace, say) is recorded and read back by GET /__unexpected: none should come.
//   tsx e2e/fake-langsmith/server.ts   (FAKE_LANGSMITH_PORT)
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

const port = Number(process.env.FAKE_LANGSMITH_PORT);
const origin = `http://127.0.0.1:${port}`;

interface Token {
  id: string;
  run_id: unknown;
  feedback_key: unknown;
  expires_in: unknown;
}

let tokens: Token[] = [];
let feedback: { token: string; run_id: unknown; body: unknown }[] = [];
let unexpected: string[] = [];
let refusal: number | null = null;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

const TOKEN_PATH = /^\/feedback\/tokens\/([0-9a-f-]{36})$/;

createServer(async (req, res) => {
  const path = new URL(req.url ?? "/", origin).pathname;
  const body = await bodyOf(req);
  if (req.method === "GET" && path === "/ok") return send(res, 200, { ok: true });
  if (req.method === "GET" && path === "/__tokens") return send(res, 200, tokens);
  if (req.method === "GET" && path === "/__feedback") return send(res, 200, feedback);
  if (req.method === "GET" && path === "/__unexpected") return send(res, 200, unexpected);
  if (req.method === "POST" && path === "/__refuse") {
    refusal = typeof (body as { status?: unknown })?.status === "number" ? (body as { status: number }).status : null;
    return send(res, 200, { refusal });
  }
  if (req.method === "POST" && path === "/__reset") {
    [tokens, feedback, unexpected, refusal] = [[], [], [], null];
    return send(res, 200, {});
  }
  if (req.method === "POST" && path === "/feedback/tokens") {
    const asked = (body ?? {}) as Partial<Token>;
    const token: Token = { id: randomUUID(), run_id: asked.run_id, feedback_key: asked.feedback_key, expires_in: asked.expires_in };
    tokens.push(token);
    return send(res, 200, { id: token.id, url: `${origin}/feedback/tokens/${token.id}`, expires_at: new Date(Date.now() + 3 * 3600_000).toISOString() });
  }
  const scored = req.method === "POST" ? TOKEN_PATH.exec(path) : null;
  if (scored) {
    const token = tokens.find((t) => t.id === scored[1]);
    if (!token) return send(res, 404, { detail: "Token not found" });
    if (refusal !== null) return send(res, refusal, { detail: "Token expired" });
    feedback.push({ token: token.id, run_id: token.run_id, body });
    return send(res, 200, { id: randomUUID(), run_id: token.run_id, key: token.feedback_key });
  }
  unexpected.push(`${req.method} ${path}`);
  return send(res, 404, { detail: "Not found" });
}).listen(port, "127.0.0.1");

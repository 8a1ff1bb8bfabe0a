// `npm run build`: the production build a deployment copies (.next/standalone, README).
import path from "node:path";
import { buildApp, standaloneServer } from "./lib/build";

const root = path.resolve(import.meta.dirname, "..");
process.env.NEXT_TELEMETRY_DISABLED = "1";
const result = buildApp(root);
if (!result.ok) process.exit(result.status ?? 1);
console.log(`[threadline] Built: node ${path.relative(root, standaloneServer(root))} serves it (HOSTNAME, PORT).`);

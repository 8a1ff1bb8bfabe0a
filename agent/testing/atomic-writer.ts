// Child process of agent/storage/atomic-file.test.ts: rewrites one file with two large
// versions in turn until it is killed, reporting each finished write on stdout.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeFileAtomicSync } from "../storage/atomic-file";

export const WRITER = fileURLToPath(import.meta.url);
export const versions = (["a", "b"] as const).map((name) => JSON.stringify({ name, filler: name.repeat(1_000_000) }));

const file = process.argv[2];
if (file && process.argv[1] && path.resolve(process.argv[1]) === WRITER) {
  for (let n = 0; ; n++) {
    writeFileAtomicSync(file, versions[n % 2]!);
    process.stdout.write(`wrote ${n}\n`);
  }
}

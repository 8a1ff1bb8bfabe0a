// The sign-in page's check. Both sides are hashed first so the comparison takes the same time
// whatever the input's length, and compared without an early exit.

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

export async function passwordMatches(given: unknown, expected: string): Promise<boolean> {
  if (typeof given !== "string" || given.length > 1024) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

// Runs once when the server starts, in dev and production. Node-only: behind the runtime
// test, the Edge build of this file never sees it.
// - Every request carries the socket's address for the sign-in brake (app/_server/client-address.ts).
// - Production: `npm start` checks the environment before it starts the server; a deployment
//   runs the standalone server directly, which would otherwise serve every interface (its
//   default) without sign-in.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stampClientAddresses } = await import("./app/_server/client-address");
  stampClientAddresses();
  if (process.env.NODE_ENV === "production") {
    const { refuseUnsafeStart } = await import("./app/_server/refuse-unsafe-start");
    refuseUnsafeStart();
  }
}

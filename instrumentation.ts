// Runs once when the production server starts. `npm start` checks the environment before it
// starts the server; a deployment runs the standalone server directly, which would otherwise
// serve every interface (its default) without sign-in. The check is Node-only: behind the
// runtime test, the Edge build of this file never sees it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NODE_ENV === "production") {
    const { refuseUnsafeStart } = await import("./app/_server/refuse-unsafe-start");
    refuseUnsafeStart();
  }
}

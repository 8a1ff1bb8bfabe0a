import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_SECURITY_HEADERS } from "./core/security/headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server (.next/standalone/server.js with the node_modules it needs): what
  // `npm start` runs and what a deployment copies (README, Deploying).
  output: "standalone",
  // `npm run typecheck` (part of `npm test`) checks the whole project, tests and scripts
  // included; checking again inside `next build` would only slow down `npm start`.
  typescript: { ignoreBuildErrors: true },
  // Older iOS asks for this name first; the one apple-touch-icon answers it.
  rewrites: async () => [{ source: "/apple-touch-icon-precomposed.png", destination: "/apple-touch-icon.png" }],
  // Everything else gets its headers from proxy.ts, which the API proxy skips.
  headers: async () => [{ source: "/api/:path*", headers: [...API_SECURITY_HEADERS] }],
  // unauthorized() answers 401 with unauthorized.tsx: the SSO and expired-link pages.
  experimental: { authInterrupts: true },
  turbopack: {
    resolveAlias: {
      // The browser needs only the message classes of @langchain/core (for useStream), not the
      // whole messages entry with its runnables and langsmith client: see the shim.
      "@langchain/core/messages": { browser: "./shims/langchain-core-messages.ts" },
    },
  },
};

// Server components find the request's locale and messages through this file. The catalogs
// are compiled at build time, so the browser gets no ICU parser: 9 KB gzip less first-load
// JavaScript (README, Performance), where that budget is missed.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./app/_server/i18n-request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default withNextIntl(nextConfig);

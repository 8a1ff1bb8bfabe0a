import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` (part of `npm test`) checks the whole project, tests and scripts
  // included; checking again inside `next build` would only slow down `npm start`.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

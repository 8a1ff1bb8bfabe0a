import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers/Providers";
import { readRuntimeConfig } from "@/core/api/config";
// Fonts are bundled and served by the app itself (font-src 'self'); nothing is fetched from a font CDN.
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/noto-sans-sc/wght.css";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return {
    title: t("app.name"),
    description: t("app.description"),
    // The files are in public/, rendered from public/icon.svg by `npm run icons`.
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "48x48" },
        { url: "/icon.svg", type: "image/svg+xml" },
      ],
      apple: "/apple-touch-icon.png",
    },
    manifest: "/manifest.webmanifest",
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Read configuration per request: one build must run against any backend.
  await connection();
  const config = readRuntimeConfig(process.env);
  // The provider hands client components the active locale's messages only.
  return (
    <html lang={await getLocale()}>
      <body>
        <NextIntlClientProvider>
          <Providers config={config}>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

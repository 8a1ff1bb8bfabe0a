"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { RuntimeConfig } from "@/core/api/config";
import { RuntimeProvider } from "./RuntimeContext";
import { NoticesProvider } from "./NoticesContext";
import { UiStoreProvider } from "./UiStoreContext";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // Errors are shown with a Retry button; silent retries would only delay the alert.
        retry: 1,
        retryDelay: 300,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider config={config}>
        <UiStoreProvider>
          <NoticesProvider>{children}</NoticesProvider>
        </UiStoreProvider>
      </RuntimeProvider>
    </QueryClientProvider>
  );
}

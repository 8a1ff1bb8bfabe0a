import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { isGraphId } from "@/core/ui-frame/protocol";
import type { ApiFetch } from "@/components/providers/RuntimeContext";

/** A graph's UI bundle as the LangGraph server builds it: code the sandboxed frame runs, never the page. */
export interface UiBundle {
  code: string;
  css: string | null;
}

/**
 * The configured graph's UI bundle, through the proxy (which forwards that graph's only), or
 * null where the backend serves none (404: no `ui` in its langgraph.json, or a server without
 * the routes). Asked once per page: a deployment's bundle does not change while it is open.
 */
export function uiBundleOptions(fetchApi: ApiFetch, graphId: string) {
  return queryOptions({
    queryKey: queryKeys.uiBundle(graphId),
    queryFn: async ({ signal }): Promise<UiBundle | null> => {
      if (!isGraphId(graphId)) return null;
      const script = await fetchApi(`ui/${graphId}/entrypoint.js`, { signal });
      if (script.status === 404) return null;
      if (!script.ok) throw new Error(`UI bundle: HTTP ${script.status}`);
      const styles = await fetchApi(`ui/${graphId}/entrypoint.css`, { signal });
      return { code: await script.text(), css: styles.ok ? await styles.text() : null };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

import { expect, type Locator, type Page } from "@playwright/test";

/** The side panel of a subagent ("Subagent: <name>"). */
export const subagentPanel = (page: Page) => page.getByRole("region", { name: /^Subagent: / });

/** Opens the panel from a card or ledger entry; a click before the page hydrated opens nothing, so it clicks again. */
export async function openSubagent(card: Locator) {
  const panel = subagentPanel(card.page());
  await expect(async () => {
    if (!(await panel.isVisible())) await card.getByRole("button", { name: "View subagent" }).click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

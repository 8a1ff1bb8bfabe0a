import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, messageLog, startChat, waitForAnswers } from "./support/app";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test("an answer copies as the markdown it was written in, a code block as its code", async ({ page }) => {
  const errors = collectPageErrors(page);
  await startChat(page, "Explain vector databases with an example");
  await waitForAnswers(page, 1);
  const answer = messageLog(page).locator("[data-role=assistant]");

  const code = (await answer.locator("pre code").textContent()) ?? "";
  expect(code).toContain("const words");
  await answer.getByRole("button", { name: "Copy code" }).click();
  await expect(answer.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await clipboard(page)).toBe(code);

  await answer.getByRole("button", { name: "Copy answer" }).click();
  const copied = await clipboard(page);
  // The source, emphasis markers and code fence included, not the rendered text.
  expect(copied).toContain("Here is a short answer about **Explain vector databases with an example**.");
  expect(copied).toContain("```");
  expect(copied).toContain(code.trim());
  expect(errors).toEqual([]);
});

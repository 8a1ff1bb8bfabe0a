import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { collectPageErrors, composer, headerAction, messageLog, startChat, waitForAnswers } from "./support/app";

// Attachments (issue 15 item 3) on the embedded backend: files go with the message as content
// blocks, the demo model names each one, and the message shows them, also after a reload.

// A 1x1 transparent PNG, a tiny PDF and a text file whose first line the answer quotes.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const NOTES = "Quarterly numbers for the north region\nRevenue went up.";

const attachInput = (page: Page) => page.locator('form input[type="file"]');
const tray = (page: Page) => page.locator("form").getByRole("list", { name: "Attachments" });

/** WCAG 2.1 AA violations axe finds in the page, one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(" ")}`));
}

/** Pastes a file into the message box, as the clipboard of a copied file would. */
async function pasteFile(box: Locator, name: string, type: string, text: string) {
  await box.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.text], file.name, { type: file.type }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name, type, text },
  );
}

/** Drops a file on an element, as a drag from the desktop would. */
async function dropFile(target: Locator, name: string, type: string, text: string) {
  await target.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.text], file.name, { type: file.type }));
      for (const kind of ["dragenter", "dragover", "drop"]) element.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { name, type, text },
  );
}

async function expectSentFiles(log: Locator) {
  const sent = log.locator("[data-role=human]").first().getByRole("list", { name: "Attachments" });
  const image = sent.getByRole("img", { name: "cat.png" });
  await expect(image).toBeVisible();
  // A data: image, allowed by the page's CSP, actually decodes.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(sent.getByTestId("file-chip").filter({ hasText: "report.pdf" })).toContainText(`${PDF.length} B`);
  await expect(sent.getByTestId("file-chip").filter({ hasText: "notes.txt" })).toContainText(`${NOTES.length} B`);
}

test("an image, a PDF and a pasted text file are sent, named in the answer, and kept after a reload", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/");
  await attachInput(page).setInputFiles([
    { name: "cat.png", mimeType: "image/png", buffer: PNG },
    { name: "report.pdf", mimeType: "application/pdf", buffer: PDF },
    { name: "extra.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") },
  ]);
  await pasteFile(composer(page), "notes.txt", "text/plain", NOTES);
  await expect(tray(page).getByRole("listitem")).toHaveCount(4);
  await expect(tray(page).getByRole("img", { name: "cat.png" })).toBeVisible();
  await page.getByRole("button", { name: "Remove extra.csv" }).click();
  await expect(tray(page).getByRole("listitem")).toHaveCount(3);
  await expect(tray(page)).not.toContainText("extra.csv");

  await composer(page).fill("Here are the quarterly files");
  await composer(page).press("Enter");
  await page.waitForURL(/\/threads\/[0-9a-f-]{36}$/);
  const log = messageLog(page);
  await waitForAnswers(page, 1);
  const answer = log.locator("[data-role=assistant]");
  await expect(answer).toContainText("cat.png: a PNG image (68 B)");
  await expect(answer).toContainText(`report.pdf: a PDF document (${PDF.length} B)`);
  await expect(answer).toContainText("notes.txt: a plain text file");
  await expect(answer).toContainText("Its first line reads: “Quarterly numbers for the north region”");
  await expect(answer).not.toContainText("extra.csv");
  await expectSentFiles(log);
  await expect(log.locator("[data-role=human]")).toContainText("Here are the quarterly files");
  // Sent: the composer holds no files any more.
  await expect(tray(page)).toHaveCount(0);

  await page.reload();
  await expectSentFiles(log);
  expect(await violations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await headerAction(page, "Export as Markdown");
  const markdown = await readFile((await (await downloading).path())!, "utf8");
  expect(markdown).toContain(`Attached: \`cat.png\` (PNG image, 68 B) · \`report.pdf\` (PDF document, ${PDF.length} B) · \`notes.txt\` (plain text file, ${NOTES.length} B)`);
  expect(markdown).not.toContain(PNG.toString("base64"));
  expect(errors).toEqual([]);
});

test("a file dropped on the log joins the next message of the thread", async ({ page }) => {
  await startChat(page, "Plan the quarterly review");
  await waitForAnswers(page, 1);
  await dropFile(messageLog(page), "figures.csv", "text/csv", "region,revenue\nnorth,12\n");
  await expect(tray(page).getByTestId("file-chip")).toContainText("figures.csv");
  // Files alone make a message.
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await waitForAnswers(page, 2);
  await expect(messageLog(page).locator("[data-role=assistant]").nth(1)).toContainText("figures.csv: a CSV file (24 B). Its first line reads: “region,revenue”");
  await expect(messageLog(page).locator("[data-role=human]").nth(1).getByTestId("file-chip")).toContainText("figures.csv");
});

test("editing a question keeps its files: the new version sends them again", async ({ page }) => {
  await startChat(page, "Plan the quarterly review");
  await waitForAnswers(page, 1);
  await attachInput(page).setInputFiles([{ name: "figures.csv", mimeType: "text/csv", buffer: Buffer.from("region,revenue\nnorth,12\n") }]);
  await composer(page).fill("Read these figures");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await waitForAnswers(page, 2);

  await messageLog(page).getByRole("button", { name: "Edit message" }).nth(1).click();
  // The files stay with the question being edited.
  const editing = page.locator("form").filter({ has: page.getByRole("textbox", { name: "Edited message" }) });
  await expect(editing.getByTestId("file-chip")).toContainText("figures.csv");
  await page.getByRole("textbox", { name: "Edited message" }).fill("Chart these figures");
  await page.getByRole("button", { name: "Send edit" }).click();
  await expect(messageLog(page).getByText("2 / 2", { exact: true })).toBeVisible();
  await expect(messageLog(page).locator("[data-role=assistant]").nth(1)).toContainText("figures.csv: a CSV file (24 B)");
  const edited = messageLog(page).locator("[data-role=human]").nth(1);
  await expect(edited).toContainText("Chart these figures");
  await expect(edited.getByTestId("file-chip")).toContainText("figures.csv");
  await page.reload();
  await expect(messageLog(page).locator("[data-role=human]").nth(1).getByTestId("file-chip")).toContainText("figures.csv");
});

test("an oversized or unsupported file is refused with a message, and nothing is sent", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    // A new thread or a run; the chat list's searches are reads.
    if (request.method() === "POST" && request.url().includes("/api/langgraph/threads") && !request.url().endsWith("/threads/search")) posts.push(request.url());
  });
  await page.goto("/");
  await attachInput(page).setInputFiles([
    { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
    { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("not a video") },
  ]);
  const alert = page.locator("form").getByRole("alert");
  await expect(alert).toContainText("huge.pdf was not attached: it is 11 MB, and a file may be at most 10 MB.");
  await expect(alert).toContainText("clip.mp4 was not attached: only images (PNG, JPEG, WebP, GIF), PDF and text files (TXT, MD, CSV, JSON) can be.");
  await expect(tray(page)).toHaveCount(0);
  const send = page.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await composer(page).press("Enter");
  await expect(page).toHaveURL(/\/$/);

  // The refusal and a file that was accepted beside it pass axe's rules.
  await attachInput(page).setInputFiles([{ name: "ok.md", mimeType: "text/markdown", buffer: Buffer.from("# ok\n") }]);
  await expect(tray(page).getByRole("button", { name: "Remove ok.md" })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await attachInput(page).setInputFiles([{ name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("x") }]);
  await expect(alert).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await tray(page).getByRole("button", { name: "Remove ok.md" }).click();

  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
  expect(posts).toEqual([]);
});

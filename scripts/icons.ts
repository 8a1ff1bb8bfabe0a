// `npm run icons`: renders public/icon.svg into the raster icons browsers and phones ask for
// (favicon.ico, apple-touch-icon.png, the web manifest's icons), in Chromium, so that the SVG
// stays the one source. Run it after changing the SVG and commit the results.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const svg = readFileSync(path.join(publicDir, "icon.svg"), "utf8");

/** The SVG at `size` px; `inset` shrinks it onto a full-bleed background (maskable icons). */
function page(size: number, inset = 0): string {
  const inner = size - 2 * inset;
  return `<body style="margin:0;width:${size}px;height:${size}px;background:${inset ? "#4f46e5" : "transparent"}">
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="${inner}" height="${inner}" style="display:block;margin:${inset}px"></body>`;
}

/** An .ico holding PNG images (supported by every browser since IE Vista). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
const render = async (size: number, inset = 0): Promise<Buffer> => {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, inset));
  const png = await tab.screenshot({ omitBackground: inset === 0 });
  await tab.close();
  return png;
};
try {
  const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await render(size) })));
  writeFileSync(path.join(publicDir, "favicon.ico"), ico(favicon));
  // iOS ignores transparency and rounds the corners itself: a full-bleed square.
  writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await render(180, 18));
  writeFileSync(path.join(publicDir, "icon-192.png"), await render(192));
  writeFileSync(path.join(publicDir, "icon-512.png"), await render(512));
  // Maskable: the mark inside the central safe zone (80%), the background to the edges.
  writeFileSync(path.join(publicDir, "icon-maskable-512.png"), await render(512, 52));
} finally {
  await browser.close();
}

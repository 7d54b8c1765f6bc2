// Draws a product link as WhatsApp previews it, from the Open Graph tags the server writes:
// node scripts/link-preview.mjs http://localhost:3000/item/info/1 [docs/screenshots/link-preview.png]
import path from 'node:path';
import { chromium } from 'playwright-core';

const [url, out = 'docs/screenshots/link-preview.png'] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/link-preview.mjs <product URL> [png]');

const html = await (await fetch(url)).text();
const decode = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
const og = (key) => {
  const match = new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html);
  return match ? decode(match[1]) : '';
};
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
// Fetched here, as WhatsApp's servers fetch it, and shown only if it is a raster it can show.
const imageResponse = await fetch(new URL(og('image'), url));
const imageType = imageResponse.headers.get('content-type') ?? '';
if (!/^image\/(jpeg|png)/.test(imageType)) throw new Error(`og:image is ${imageType}`);
const image = `data:${imageType};base64,${Buffer.from(await imageResponse.arrayBuffer()).toString('base64')}`;
const host = new URL(og('url') || url).host;

// WhatsApp's chat bubble: the large image above the title, description and host.
const page = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;background:#efeae2;font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
.bubble{background:#d9fdd3;border-radius:8px;padding:4px;width:360px;margin-left:auto;box-shadow:0 1px .5px rgba(11,20,26,.13)}
.card{background:#d1f4cc;border-radius:6px;overflow:hidden}
.card img{display:block;width:100%;aspect-ratio:1200/630;object-fit:cover}
.text{padding:8px 10px}
.title{font-weight:600;color:#111b21;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.desc{color:#54656f;font-size:13px;margin-top:2px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.host{color:#8696a0;font-size:12px;margin-top:4px}
.link{color:#027eb5;padding:6px 6px 2px;word-break:break-all}
.time{color:#667781;font-size:11px;text-align:right;padding:0 6px 2px}
</style><div class="bubble"><div class="card"><img src="${escape(image)}" alt=""><div class="text">
<div class="title">${escape(og('title'))}</div><div class="desc">${escape(og('description'))}</div>
<div class="host">${escape(host)}</div></div></div>
<div class="link">${escape(url)}</div><div class="time">10:42 ✓✓</div></div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const tab = await browser.newPage({
    viewport: { width: 440, height: 400 },
    deviceScaleFactor: 2,
  });
  await tab.setContent(page, { waitUntil: 'networkidle' });
  await tab.locator('.bubble').screenshot({ path: path.resolve(out) });
  console.log(`${out}: ${og('title')}`);
} finally {
  await browser.close();
}

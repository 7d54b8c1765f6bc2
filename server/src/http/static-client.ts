import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import { PRIMED_DATA_ID } from '../contracts/primed';
import { sendCachedText } from '../lib/json-once';
import type { ReadCache } from '../lib/read-cache';
import { absoluteImageUrls } from '../modules/media/public-image-urls';
import { PHONE_MEDIA } from '../contracts/storefront';
import type {
  FirstPage,
  FirstPageReader,
  PageShell,
  ShellImage,
} from '../modules/catalog/first-page';
import { escapeHtml, withHeadTags } from '../modules/seo/head-tags';
import { requestOrigin } from '../modules/seo/origin';
import type { PageMeta, PageMetaReader } from '../modules/seo/page-meta';
import { precompressedAssets } from './precompressed-assets';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA: hashed assets cached for a year, other files for a day, and index.html
 * (with the shop's name filled in, revalidated by browsers at every visit) for every client
 * route. Storefront pages also carry their first API answers, a preload of their largest image
 * and of their route's screen (first-page.ts), so they render without waiting on further round
 * trips, and their title, description, canonical URL, link preview tags and structured data
 * (seo/page-meta.ts); unknown, hidden or deleted catalogue pages answer 404 with the same app,
 * which shows its not-found page. Pages found are made once while the read cache keeps them.
 */
export function staticClient(
  clientDist: string | undefined,
  shopName: string,
  firstPage?: { read: FirstPageReader; logger: Logger },
  seo?: { read: PageMetaReader; publicUrl?: string },
  cache?: ReadCache,
): Router {
  const router = Router();
  const indexFile = clientDist ? path.join(clientDist, 'index.html') : undefined;
  if (!clientDist || !indexFile || !existsSync(indexFile)) {
    router.get('/{*splat}', (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send(
          'The storefront is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    });
    return router;
  }

  const html = readFileSync(indexFile, 'utf8').replaceAll('__SHOP_NAME__', escapeHtml(shopName));
  const assets = path.join(clientDist, 'assets');
  // Hashed names: cached for a year, and sent in the forms the build compressed them to.
  router.use('/assets', precompressedAssets(assets, `public, max-age=${YEAR_SECONDS}, immutable`));
  router.use(
    '/assets',
    express.static(assets, {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientDist, { index: false, maxAge: '1d' }));
  const screens = screenAssets(clientDist);
  router.get('/{*splat}', async (req, res) => {
    if (req.path.startsWith('/vendor')) {
      res.set('Cache-Control', 'no-cache').type('html').send(html);
      return;
    }
    // A storefront page is a function of its address, its origin (its canonical and preview
    // urls) and the catalogue, like the answers it carries: made once while the read cache keeps
    // it (cleared by every catalogue change, on every instance), with its ETag and compressed
    // forms (sendCachedText). One page per address: a request from another origin (a made-up
    // Host header without PUBLIC_URL) gets a page made for it alone, so such requests cannot
    // fill the cache (as the sitemap's rows, seo.service.ts). Only whole pages found are kept:
    // not a 404 (any address can be asked for), nor a page made without its data or tags.
    const origin = requestOrigin(req, seo?.publicUrl);
    const key = `page:${req.path}`;
    const made = () => storefrontPage(req.path, origin);
    let page = await (cache ? cache.get(key, made) : made());
    if (page.origin !== origin) page = await made();
    else if (cache && (!page.whole || page.status !== 200)) cache.delete(key);
    res.status(page.status).set('Cache-Control', 'no-cache');
    sendCachedText(res, page, 'html', () => page.text);
  });
  return router;

  async function storefrontPage(
    pathname: string,
    origin: string,
  ): Promise<{ origin: string; status: number; text: string; whole: boolean }> {
    let page = html;
    let whole = true;
    const meta = await pageMeta(pathname, origin);
    if (meta) page = withHeadTags(page, meta, shopName);
    else whole = seo === undefined;
    if (firstPage) {
      try {
        page = withFirstPage(
          page,
          await firstPage.read(pathname),
          screens,
          shopName,
          seo?.publicUrl,
        );
      } catch (error) {
        // The page still works: it fetches what it needs itself.
        firstPage.logger.warn({ err: error, path: pathname }, 'first page data unavailable');
        whole = false;
      }
    }
    return { origin, status: meta?.status ?? 200, text: page, whole };
  }

  async function pageMeta(pathname: string, origin: string): Promise<PageMeta | undefined> {
    if (!seo) return undefined;
    try {
      return await seo.read(pathname, origin);
    } catch (error) {
      // Without its tags the page still works; crawlers get the shop-wide title.
      firstPage?.logger.warn({ err: error, path: pathname }, 'page tags unavailable');
      return undefined;
    }
  }
}

/** A lazily loaded screen's scripts and styles beyond the entry's, from Vite's manifest. */
interface ScreenAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function screenAssets(clientDist: string): (source: string) => ScreenAssets | undefined {
  const file = path.join(clientDist, '.vite/manifest.json');
  if (!existsSync(file)) return () => undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const loaded = new Set<string>(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  return (source) => {
    if (!manifest[source]) return undefined;
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || loaded.has(key)) return;
      seen.add(key);
      scripts.push(`/${chunk.file}`);
      styles.push(...(chunk.css ?? []).map((css) => `/${css}`));
      chunk.imports?.forEach(visit);
    };
    visit(source);
    return { scripts, styles };
  };
}

function withFirstPage(
  html: string,
  page: FirstPage,
  screens: (source: string) => ScreenAssets | undefined,
  shopName: string,
  publicUrl: string | undefined,
): string {
  const screen = page.screen ? screens(page.screen) : undefined;
  // Only what the page does not name already (the build preloads the start-up chunks too): the
  // installed app's worker caches every asset the page names, and refuses a name given twice.
  const named = (href: string) => html.includes(`"${href}"`);
  const styles = (screen?.styles ?? []).filter((href) => !named(href));
  const scripts = (screen?.scripts ?? []).filter((href) => !named(href));
  // The image is what the page is waiting for; the screen's chunks and styles follow the entry
  // scripts at low priority (its stylesheets are applied when the screen loads).
  const links = [
    ...page.images.map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.href)}"${
          image.media ? ` media="${escapeHtml(image.media)}"` : ''
        }>`,
    ),
    ...styles.map(
      (href) =>
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...scripts.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
  // The answers as the API gives them (absolute image urls with PUBLIC_URL), in a data block:
  // `<` is escaped so no text can close the element early.
  const json = JSON.stringify(page.responses);
  const data = (publicUrl ? absoluteImageUrls(json, publicUrl.replace(/\/+$/, '')) : json).replace(
    /</g,
    '\\u003c',
  );
  // The shop's bar, and the page's first images (the home page's first banner), paint before the
  // scripts run (base.css); React replaces them.
  const shell = `<header class="boot-bar"><div class="container"><span class="boot-name">${escapeHtml(shopName)}</span></div></header>${page.shell ? shellHtml(page.shell) : ''}`;
  // With the page's image in the HTML, the scripts are not what the first paint waits for: they
  // load after the stylesheet and that image (Lighthouse then counts them out of the first paint).
  const prioritised = page.shell
    ? html.replace(
        /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '<$1 fetchpriority="low"',
      )
    : html;
  return prioritised
    .replace('</head>', `${links.join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${shell}</div><script type="application/json" id="${PRIMED_DATA_ID}">${data}</script>`,
    );
}

/**
 * The home page's first banner, the product's main image, or the first covers of a category,
 * placed as the page will place them (base.css). Only the first two covers, a phone's first row,
 * load at once; the others are lazy, and hidden on phones.
 */
function shellHtml(shell: PageShell): string {
  if (shell.layout === 'banner') return bannerHtml(shell.images[0]!);
  const image = ({ src, alt }: { src: string; alt: string }, i: number) =>
    shell.layout === 'product'
      ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="800" height="1000" fetchpriority="high">`
      : `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="480" height="600"${i < 2 ? '' : ' loading="lazy"'}>`;
  const body =
    shell.layout === 'product'
      ? `<div class="boot-product">${image(shell.images[0]!, 0)}</div>`
      : `<ul class="boot-grid">${shell.images.map((item, i) => `<li>${image(item, i)}</li>`).join('')}</ul>`;
  return `<div class="container page boot-page" aria-busy="true">${body}</div>`;
}

/**
 * The first banner across the page's width, the same <picture> as the page's (client:
 * banner-picture.tsx): the phone image below PHONE_MEDIA, as the image preloads choose.
 */
function bannerHtml({ src, alt, phoneSrc }: ShellImage): string {
  const phone = `<source media="${escapeHtml(PHONE_MEDIA)}" srcset="${escapeHtml(phoneSrc ?? src)}" width="800" height="1000">`;
  const image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="1920" height="640" fetchpriority="high">`;
  return `<div class="boot-page boot-banner" aria-busy="true"><picture>${phone}${image}</picture></div>`;
}

import type { PageMeta } from './page-meta';

/** Text for an HTML text node or a quoted attribute: the owner's words never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a <script type="application/ld+json">: `<` escaped so nothing can close it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/**
 * The page's head tags: description, robots, canonical, Open Graph and Twitter card (as
 * Shopify's Dawn theme writes them), product price and availability, and JSON-LD.
 */
export function headTags(page: PageMeta, shopName: string): string {
  const tags = [
    meta('name', 'description', page.description),
    ...(page.robots ? [meta('name', 'robots', page.robots)] : []),
    ...(page.canonical ? [`<link rel="canonical" href="${escapeHtml(page.canonical)}">`] : []),
  ];
  if (page.status === 200) {
    tags.push(
      meta('property', 'og:site_name', shopName),
      meta('property', 'og:type', page.type),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      ...(page.canonical ? [meta('property', 'og:url', page.canonical)] : []),
      meta('property', 'og:locale', 'en_IN'),
    );
    if (page.image) {
      const { url, width, height, type, alt } = page.image;
      tags.push(meta('property', 'og:image', url));
      if (url.startsWith('https:')) tags.push(meta('property', 'og:image:secure_url', url));
      if (type) tags.push(meta('property', 'og:image:type', type));
      if (width && height) {
        tags.push(meta('property', 'og:image:width', width));
        tags.push(meta('property', 'og:image:height', height));
      }
      tags.push(meta('property', 'og:image:alt', alt));
    }
    if (page.product) {
      tags.push(
        meta('property', 'product:price:amount', page.product.price.toFixed(2)),
        meta('property', 'product:price:currency', 'INR'),
        meta(
          'property',
          'product:availability',
          page.product.inStock ? 'in stock' : 'out of stock',
        ),
        meta('property', 'og:price:amount', page.product.price.toFixed(2)),
        meta('property', 'og:price:currency', 'INR'),
      );
    }
    const large = page.image && (page.image.width ?? 0) > (page.image.height ?? 0);
    tags.push(
      meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', page.title),
      meta('name', 'twitter:description', page.description),
      ...(page.image
        ? [
            meta('name', 'twitter:image', page.image.url),
            meta('name', 'twitter:image:alt', page.image.alt),
          ]
        : []),
    );
  }
  for (const data of page.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/** index.html with the page's title and head tags in place of the shop-wide title and description. */
export function withHeadTags(html: string, page: PageMeta, shopName: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${headTags(page, shopName)}</head>`);
}

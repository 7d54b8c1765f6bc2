import { categoryPath, storedCategoryLink } from './storefront-paths';

describe('category links', () => {
  it('a stored link is the spec route a client of the original API parses with decodeURI and JSON.parse', () => {
    const category = { _id: 7, categoryName: 'Jackets & Hoodies', categoryIndex: 3 };
    const link = storedCategoryLink(category, 12);
    expect(link).toBe('/c/{"_id":7,"categoryName":"Jackets & Hoodies","categoryIndex":3}/12');
    const [, segment, sub] = /^\/c\/(.+)\/(-?\d+)$/.exec(link)!;
    expect(JSON.parse(decodeURI(segment!))).toEqual(category);
    expect(sub).toBe('12');
    // The shop's own (fully encoded) link does not survive that reading.
    const own = /^\/c\/(.+)\/-1$/.exec(categoryPath(category))![1]!;
    expect(() => JSON.parse(decodeURI(own))).toThrow();
  });

  it('what a path cannot hold (/, ?, #, %) is escaped, and our storefront’s reading (decodeURIComponent) gives the name back', () => {
    const category = { _id: 1, categoryName: 'Tops/Tees? #1 at 50%', categoryIndex: 0 };
    const link = storedCategoryLink(category);
    expect(new URL(link, 'https://shop.invalid').pathname.split('/')).toHaveLength(4);
    expect(link).not.toMatch(/[?#]/);
    const segment = link.slice('/c/'.length, -'/-1'.length);
    expect(JSON.parse(decodeURIComponent(segment))).toEqual(category);
  });
});

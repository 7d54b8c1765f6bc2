import { linkTarget, pagePath } from './links';

describe('banner links', () => {
  it.each([
    ['/c/men/t-shirts', 'page'],
    ['/search/offer?x=1#top', 'page'],
    ['/', 'page'],
    ['https://example.com/sale', 'external'],
    ['/\\evil.example/', null],
    ['/\\/evil.example', null],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['http://example.com', null],
    ['https:evil.example', null],
    ['https://ex ample.com', null],
    ['c/men', null],
  ])('%s leads to %p', (link, target) => {
    expect(linkTarget(link)).toBe(target);
  });

  it('when the shop runs on its own origin, then a page link is checked against it', () => {
    expect(linkTarget('/c/men', 'http://localhost:3000')).toBe('page');
    expect(linkTarget('/\\localhost:4000/', 'http://localhost:3000')).toBeNull();
    expect(pagePath('/c/men?x=1#a', 'http://localhost:3000')).toBe('/c/men?x=1#a');
  });
});

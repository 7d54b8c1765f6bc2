/**
 * An IntersectionObserver the test moves (jsdom has none, and without one useInView reports
 * everything in view). Installed on window for the rest of the test; `comeNear()` reports every
 * element observed so far as seen.
 */
export function fakeIntersections() {
  const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({ callback: this.callback, target });
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  return {
    comeNear() {
      for (const { callback, target } of observed.splice(0)) {
        const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

/** The placeholder blocks inside an element (Skeleton's spans; CSS module class names are keys). */
export const placeholders = (inside: HTMLElement) =>
  Array.from(inside.querySelectorAll<HTMLElement>('span.skeleton'));

/** The longest start-up waits for the server-painted images (a slow network must not hold it). */
export const SHELL_IMAGES_WAIT_MS = 1500;

/**
 * Runs `start` once the browser has painted the images the server put in `root` before any
 * script ran (the home page's first banner, the product's image, a phone's first row of covers;
 * images marked lazy do not count), or after SHELL_IMAGES_WAIT_MS at most. Start-up then never
 * delays that paint: the page's largest paint comes as soon as its image is in, whatever the
 * scripts do next. An image that fails counts as settled. `start` runs once, in a task after
 * the frame that shows the images.
 */
export function afterShellImages(root: HTMLElement, start: () => void): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  const pending = [...root.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].filter(
    (image) => !image.complete,
  );
  let left = pending.length;
  if (left === 0) {
    begin();
    return;
  }
  const settled = () => {
    left -= 1;
    if (left === 0) begin();
  };
  for (const image of pending) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
  setTimeout(begin, SHELL_IMAGES_WAIT_MS);
}

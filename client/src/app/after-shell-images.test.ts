import { afterShellImages, SHELL_IMAGES_WAIT_MS } from './after-shell-images';

/** A root holding the server's first screen: `images` are [loaded?, lazy?] pairs. */
function shell(images: [complete: boolean, lazy: boolean][]) {
  const root = document.createElement('div');
  for (const [complete, lazy] of images) {
    const image = document.createElement('img');
    if (lazy) image.setAttribute('loading', 'lazy');
    Object.defineProperty(image, 'complete', { value: complete });
    root.append(image);
  }
  return { root, images: [...root.querySelectorAll('img')] };
}

/** Runs the next frame's callbacks and the tasks after them. */
const nextFrame = () => jest.advanceTimersByTime(20);

describe('afterShellImages', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(performance.now()), 16);
      return 0;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('starts after the frame that follows the last eager image loading', () => {
    const start = jest.fn();
    const { root, images } = shell([
      [false, false],
      [false, false],
      [false, true],
    ]);
    afterShellImages(root, start);
    nextFrame();
    expect(start).not.toHaveBeenCalled();

    images[0]!.dispatchEvent(new Event('load'));
    nextFrame();
    expect(start).not.toHaveBeenCalled();

    // The lazy third image is not waited for; a failed image counts as settled.
    images[1]!.dispatchEvent(new Event('error'));
    expect(start).not.toHaveBeenCalled();
    nextFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the next frame when the images are already in, or there are none', () => {
    for (const images of [[[true, false]], []] as [boolean, boolean][][]) {
      const start = jest.fn();
      afterShellImages(shell(images).root, start);
      expect(start).not.toHaveBeenCalled();
      nextFrame();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('waits at most SHELL_IMAGES_WAIT_MS for a slow image, and starts once', () => {
    const start = jest.fn();
    const { root, images } = shell([[false, false]]);
    afterShellImages(root, start);
    jest.advanceTimersByTime(SHELL_IMAGES_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    nextFrame();
    expect(start).toHaveBeenCalledTimes(1);

    images[0]!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SHELL_IMAGES_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

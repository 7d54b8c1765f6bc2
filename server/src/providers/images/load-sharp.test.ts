// Counts how often sharp's module is loaded (jest runs the factory on the first require only).
let mockSharpLoads = 0;
jest.mock('sharp', () => {
  mockSharpLoads += 1;
  return jest.requireActual('sharp');
});

// A 1×1 PNG, written out so that making it does not load sharp.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('loading sharp', () => {
  it('when the app is imported, then sharp is not loaded until an image is encoded', async () => {
    await import('../../app');
    expect(mockSharpLoads).toBe(0);

    const { encodeImages } = await import('./image-encoding');
    const [encoded] = await encodeImages([ONE_PIXEL_PNG]);

    expect(encoded!.thumbnail.length).toBeGreaterThan(0);
    expect(mockSharpLoads).toBe(1);
  });
});

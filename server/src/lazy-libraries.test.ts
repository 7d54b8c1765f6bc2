// Counts how often heavy libraries are loaded (jest runs a mock's factory on its first require).
const mockLoads = { sharp: 0, pdfkit: 0 };
jest.mock('sharp', () => {
  mockLoads.sharp += 1;
  return jest.requireActual('sharp');
});
jest.mock('pdfkit', () => {
  mockLoads.pdfkit += 1;
  return jest.requireActual('pdfkit');
});

// A 1×1 PNG, written out so that making it does not load sharp.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('libraries loaded on first use', () => {
  it('when the app is imported, then neither sharp nor pdfkit is loaded', async () => {
    await import('./app');
    expect(mockLoads).toEqual({ sharp: 0, pdfkit: 0 });
  });

  it('when an image is encoded, then sharp is loaded', async () => {
    const { encodeImages } = await import('./providers/images/image-encoding');
    const [encoded] = await encodeImages([ONE_PIXEL_PNG]);

    expect(encoded!.thumbnail.length).toBeGreaterThan(0);
    expect(mockLoads.sharp).toBe(1);
  });
});

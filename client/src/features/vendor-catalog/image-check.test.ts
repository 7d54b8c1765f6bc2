import { checkImageFiles, imageFileProblem } from './image-check';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('image file check', () => {
  it('accepts JPG, JPEG and PNG up to exactly 5,242,880 bytes', () => {
    expect(imageFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('b.jpeg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('c.png', 'image/png', 5_242_880))).toBeNull();
  });

  it('when the type is not JPG or PNG, then it names the file', () => {
    expect(imageFileProblem(file('d.gif', 'image/gif'))).toBe(
      '“d.gif” is not a JPG, JPEG or PNG image.',
    );
    expect(imageFileProblem(file('e.webp', ''))).toBe('“e.webp” is not a JPG, JPEG or PNG image.');
  });

  it('when the file is one byte over 5 MB, then it is refused with the limit', () => {
    expect(imageFileProblem(file('big.png', 'image/png', 5_242_881))).toBe(
      '“big.png” is larger than 5 MB (5,242,880 bytes).',
    );
  });

  it('keeps at most `max` good files and reports the rest', () => {
    const result = checkImageFiles(
      [file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.png', 'image/png')],
      1,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(result.problems).toEqual([
      '“b.gif” is not a JPG, JPEG or PNG image.',
      'Please choose a single image.',
    ]);
  });
});

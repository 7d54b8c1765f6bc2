import { swatch } from './colour-swatch';

describe('swatch', () => {
  it('when the name is a shop shade CSS does not know, then it is drawn in that shade', () => {
    expect(swatch('Bottle Green')).toBe('#1e4d3a');
    expect(swatch('Grey Melange')).toBe('#9a9a9a');
    expect(swatch('Light Wash')).toBe('#7d9cc0');
  });

  it('when the name is no single shade, then there is none (the many-coloured swatch shows)', () => {
    expect(swatch('Multi')).toBeUndefined();
    expect(swatch('')).toBeUndefined();
  });
});

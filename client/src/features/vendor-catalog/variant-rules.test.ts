import { aVariant, anAttribute } from './vendor-fixtures';
import { NO_VARIATION_CHOSEN, variantLabel, variationProblem } from './variant-rules';

describe('new variant choices', () => {
  it('when nothing is chosen, then the spec asks for at least one variation', () => {
    expect(variationProblem([1, 2], {})).toBe(NO_VARIATION_CHOSEN);
    expect(NO_VARIATION_CHOSEN).toBe('please select atleast one attribute of variation . . .');
  });

  it('when fewer values than selected attributes are chosen, then it asks for the exact count', () => {
    expect(variationProblem([1, 2], { 1: 'M', 2: '' })).toBe(
      'please select all variation( exact 2 )',
    );
  });

  it('accepts one value for every selected attribute', () => {
    expect(variationProblem([1, 2], { 1: 'M', 2: 'Navy' })).toBeNull();
  });

  it('names a variant by its attributes and values', () => {
    const variant = aVariant({
      varienteAttributes: [
        { attr_id: 1, value: 'M' },
        { attr_id: 2, value: 'Navy' },
      ],
    });
    const attributes = [anAttribute(), anAttribute({ _id: 2, attribute: 'Colour' })];
    expect(variantLabel(variant, attributes)).toBe('Size: M · Colour: Navy');
  });
});

import { readToken } from './auth';

describe('readToken', () => {
  it.each([
    ['barear abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc', 'abc'],
    ['Basic abc', undefined],
    ['barear', undefined],
    [undefined, undefined],
  ])('reads %p as %p', (header, token) => {
    expect(readToken(header)).toBe(token);
  });
});

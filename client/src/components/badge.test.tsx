import { render } from '@testing-library/react';
import { CountBadge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('when the count is 9 or less, then it is shown as is', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
  });

  it('when the count is above 9, then it is capped at 9+', () => {
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});

describe('CountBadge', () => {
  it('when the count is 0, then nothing is rendered', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

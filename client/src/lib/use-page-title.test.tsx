import { render } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

function Titled({ page }: { page: string | null }) {
  usePageTitle(page);
  return null;
}

describe('usePageTitle', () => {
  it('when a page has a name, then the title is the name and the shop', () => {
    const { rerender } = render(<Titled page="Cotton shirt" />);
    expect(document.title).toBe('Cotton shirt | Vastra');
    rerender(<Titled page={null} />);
    expect(document.title).toBe('Vastra');
  });
});

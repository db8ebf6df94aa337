import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/SiteLink';
import { IntentPrefetch } from './IntentPrefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }) }));

function page() {
  return render(
    <>
      <SiteLink href="/floorplans/kirkwood-iris">
        <span>The Iris</span>
      </SiteLink>
      <a href="tel:+18125550100">Call</a>
      <SiteLink href="/team" target="_blank">
        Team
      </SiteLink>
      <IntentPrefetch />
    </>,
  );
}

describe('IntentPrefetch', () => {
  beforeEach(() => prefetch.mockClear());

  it('prefetches the page of a link a pointer reaches, once while it stays on the link', () => {
    page();
    const name = screen.getByText('The Iris');
    fireEvent.pointerOver(name);
    fireEvent.pointerOver(name.parentElement!);
    expect(prefetch.mock.calls).toEqual([['/floorplans/kirkwood-iris']]);
  });

  it('prefetches the page of a link the focus reaches', () => {
    page();
    screen.getByRole('link', { name: 'The Iris' }).focus();
    expect(prefetch).toHaveBeenCalledWith('/floorplans/kirkwood-iris');
  });

  it('leaves links that are not a page of the site in this tab alone', () => {
    page();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Call' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Team' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it leaves the page', () => {
    const { unmount } = page();
    const link = screen.getByRole('link', { name: 'The Iris' });
    unmount();
    document.body.append(link);
    fireEvent.pointerOver(link);
    expect(prefetch).not.toHaveBeenCalled();
  });
});

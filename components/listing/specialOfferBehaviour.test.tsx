import { fireEvent, render, screen } from '@testing-library/react';
import { SpecialOffer } from './SpecialOffer';
import { installSpecialOffers } from './specialOfferBehaviour';

let uninstall: () => void = () => {};
afterEach(() => uninstall());

function renderOffers() {
  uninstall = installSpecialOffers(document);
  render(
    <>
      <SpecialOffer offers={['Half off December']} name="Aspen" panelId="aspen-offer" />
      <SpecialOffer offers={['First month free']} name="Birch" panelId="birch-offer" />
      <button type="button">Elsewhere</button>
    </>,
  );
  const aspen = screen.getByRole('button', { name: 'Special Offer for Aspen' });
  const birch = screen.getByRole('button', { name: 'Special Offer for Birch' });
  return { aspen, birch, aspenText: screen.getByText('Half off December'), birchText: screen.getByText('First month free') };
}

// jsdom has no PointerEvent constructor with pointerType: a MouseEvent carrying the field.
function pointer(type: string, target: Element, init: { pointerType: string; relatedTarget?: Element | null }) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: init.relatedTarget ?? null });
  Object.defineProperty(event, 'pointerType', { value: init.pointerType });
  target.dispatchEvent(event);
}

describe('Special Offer behaviour (one listener for every offer)', () => {
  test('a click toggles its own offer only', () => {
    const { aspen, aspenText, birchText } = renderOffers();
    fireEvent.click(aspen);
    expect(aspen).toHaveAttribute('aria-expanded', 'true');
    expect(aspenText).toBeVisible();
    expect(birchText).not.toBeVisible();
    fireEvent.click(aspen);
    expect(aspen).toHaveAttribute('aria-expanded', 'false');
    expect(aspenText).not.toBeVisible();
  });

  test('closed, it is hidden until found; find in page opens the offer it found, which then closes as any', () => {
    const { aspen, birch, aspenText } = renderOffers();
    const panel = document.getElementById('aspen-offer')!;
    expect(panel).toHaveAttribute('hidden', 'until-found');
    // The browser fires beforematch at the hidden panel, then shows it.
    panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    expect(aspen).toHaveAttribute('aria-expanded', 'true');
    expect(aspenText).toBeVisible();
    expect(birch).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(aspen);
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(aspenText).not.toBeVisible();
  });

  test('an offer the browser opened before the listeners were installed is open', () => {
    const { aspen, birch } = renderOffers();
    uninstall();
    document.getElementById('birch-offer')!.removeAttribute('hidden');
    uninstall = installSpecialOffers(document);
    expect(birch).toHaveAttribute('aria-expanded', 'true');
    expect(aspen).toHaveAttribute('aria-expanded', 'false');
  });

  test('a mouse resting on it shows it and leaving hides it; a click while hovered pins it', () => {
    const { aspen, aspenText } = renderOffers();
    const wrapper = aspen.parentElement!;
    pointer('pointerover', aspen, { pointerType: 'mouse', relatedTarget: document.body });
    expect(aspenText).toBeVisible();
    pointer('pointerout', aspen, { pointerType: 'mouse', relatedTarget: document.body });
    expect(aspenText).not.toBeVisible();
    pointer('pointerover', aspen, { pointerType: 'mouse', relatedTarget: document.body });
    fireEvent.click(aspen);
    pointer('pointerout', wrapper, { pointerType: 'mouse', relatedTarget: document.body });
    expect(aspenText).toBeVisible();
  });

  test('a touch does not open it by hovering', () => {
    const { aspen, aspenText } = renderOffers();
    pointer('pointerover', aspen, { pointerType: 'touch', relatedTarget: document.body });
    expect(aspenText).not.toBeVisible();
  });

  test('a press outside and focus leaving close it; Escape closes it and focuses the button', () => {
    const { aspen, aspenText } = renderOffers();
    fireEvent.click(aspen);
    pointer('pointerdown', screen.getByRole('button', { name: 'Elsewhere' }), { pointerType: 'touch' });
    expect(aspenText).not.toBeVisible();

    fireEvent.click(aspen);
    fireEvent.focusOut(aspen, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(aspenText).not.toBeVisible();

    fireEvent.click(aspen);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(aspen, { key: 'Escape' });
    expect(aspenText).not.toBeVisible();
    expect(aspen).toHaveFocus();
  });

  test('no listener left after uninstall', () => {
    const { aspen } = renderOffers();
    uninstall();
    fireEvent.click(aspen);
    expect(aspen).toHaveAttribute('aria-expanded', 'false');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadSliderEngine, Slider } from './Slider';

/**
 * jsdom has no layout, so Embla cannot measure: a small fake Embla stands in, with one snap per
 * slide. What is tested is the Slider's own behaviour on top of Embla's API.
 */
type Listener = () => void;
const fake = {
  snaps: 0,
  index: 0,
  listeners: new Map<string, Set<Listener>>(),
  emit(event: string) {
    for (const listener of this.listeners.get(event) ?? []) listener();
  },
};
const api = {
  canScrollPrev: () => fake.index > 0,
  canScrollNext: () => fake.index < fake.snaps - 1,
  selectedScrollSnap: () => fake.index,
  scrollPrev: () => {
    if (fake.index > 0) fake.index -= 1;
    fake.emit('select');
  },
  scrollNext: () => {
    if (fake.index < fake.snaps - 1) fake.index += 1;
    fake.emit('select');
  },
  on: (event: string, listener: Listener) => {
    if (!fake.listeners.has(event)) fake.listeners.set(event, new Set());
    fake.listeners.get(event)?.add(listener);
  },
  off: (event: string, listener: Listener) => {
    fake.listeners.get(event)?.delete(listener);
  },
};

jest.mock('embla-carousel-react', () => ({
  __esModule: true,
  default: jest.fn(() => [() => {}, api]),
}));
const startedEmbla = jest.requireMock<{ default: jest.Mock }>('embla-carousel-react').default;

function setSlides(count: number) {
  fake.snaps = count;
  fake.index = 0;
  fake.listeners.clear();
}

const slides = (count: number) => Array.from({ length: count }, (_, i) => <p key={i}>Photo {i + 1}</p>);

// First in the file: Embla's module has not been loaded yet.
describe('Slider before Embla has started', () => {
  it('leaves Embla out until asked, and does what an arrow pressed meanwhile asked once it has', async () => {
    setSlides(3);
    render(<Slider label="Photos">{slides(3)}</Slider>);
    // Not near the screen (the observer never reports here): Embla's code is not even fetched.
    expect(startedEmbla).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(startedEmbla).toHaveBeenCalled();
    expect(fake.index).toBe(1);
  });
});

describe('Slider', () => {
  // Embla's module is here, as once a slider has neared the screen: sliders start at once.
  beforeAll(() => loadSliderEngine());

  it('is a labelled carousel region whose slides are labelled groups', () => {
    setSlides(3);
    render(<Slider label="Photos of Aspen">{slides(3)}</Slider>);
    expect(screen.getByRole('region', { name: 'Photos of Aspen' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('shows the left arrow only after the first item and the right only before the last (docs/product.md)', async () => {
    setSlides(3);
    render(<Slider label="Photos">{slides(3)}</Slider>);
    const previous = () => screen.queryByRole('button', { name: 'Previous slide' });
    const next = () => screen.queryByRole('button', { name: 'Next slide' });
    expect(previous()).toBeNull();
    expect(next()).toBeInTheDocument();

    await userEvent.click(next() as HTMLElement);
    expect(previous()).toBeInTheDocument();
    expect(next()).toBeInTheDocument();

    await userEvent.click(next() as HTMLElement);
    expect(previous()).toBeInTheDocument();
    expect(next()).toBeNull();
    // Focus does not fall to the page when the arrow used disappears.
    expect(previous()).toHaveFocus();

    await userEvent.click(previous() as HTMLElement);
    await userEvent.click(previous() as HTMLElement);
    expect(previous()).toBeNull();
    expect(next()).toHaveFocus();
  });

  it('shows no arrows for a single slide', () => {
    setSlides(1);
    render(<Slider label="Photos">{slides(1)}</Slider>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with more to load, the right arrow on the last slide loads them and moves on', async () => {
    setSlides(1);
    function Lazy() {
      const [count, setCount] = useState(1);
      return (
        <Slider label="Photos" hasMore={count === 1} onLoadMore={() => setCount(4)}>
          {slides(count)}
        </Slider>
      );
    }
    render(<Lazy />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    expect(screen.getAllByRole('group')).toHaveLength(4);
    // Embla re-initialises when slides change.
    act(() => {
      fake.snaps = 4;
      fake.emit('reInit');
    });
    expect(fake.index).toBe(1);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });

  it('reports the selected slide', async () => {
    setSlides(2);
    const onSelect = jest.fn();
    render(
      <Slider label="Photos" onSelect={onSelect}>
        {slides(2)}
      </Slider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });
});

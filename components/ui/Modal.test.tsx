import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <button type="button">Elsewhere on the page</button>
      <Modal
        open={open}
        title="Details"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
      </Modal>
    </div>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in a portal, labelled by its title, with a close button', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab and Shift+Tab, and restores focus to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Details' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when a drag starts inside and ends on the backdrop', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scroll and makes the page inert while open, and undoes both on close', async () => {
    const { container } = render(<Harness />);
    document.body.style.overflow = 'auto';
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    expect(document.body.style.overflow).toBe('hidden');
    // The focus moves in at once; the page turns inert after the modal's first paint (modalStack.ts).
    expect(screen.getByRole('dialog')).toHaveFocus();
    await waitFor(() => expect(container).toHaveAttribute('inert'));
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    expect(container).not.toHaveAttribute('inert');
  });

  it('answers the opening tap before making the page inert, which restyles all of it', async () => {
    const { container } = render(<Harness />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    });
    // Rendered, focused and scroll-locked in the tap's own task; inert only after the next frame.
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(container).not.toHaveAttribute('inert');
    await waitFor(() => expect(container).toHaveAttribute('inert'));
  });

  it('works for several modals over the life of a page, one changing into another', async () => {
    function TwoModals() {
      const [which, setWhich] = useState<'a' | 'b' | null>(null);
      return (
        <>
          <button type="button" onClick={() => setWhich('a')}>
            Open A
          </button>
          <Modal open={which === 'a'} title="Modal A" onClose={() => setWhich(null)}>
            <button type="button" onClick={() => setWhich('b')}>
              Switch to B
            </button>
          </Modal>
          <Modal open={which === 'b'} title="Modal B" onClose={() => setWhich(null)}>
            <p>B</p>
          </Modal>
        </>
      );
    }
    render(<TwoModals />);
    const opener = screen.getByRole('button', { name: 'Open A' });
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(opener);
      await userEvent.click(screen.getByRole('button', { name: 'Switch to B' }));
      expect(screen.queryByRole('dialog', { name: 'Modal A' })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Modal B' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body.style.overflow).not.toBe('hidden');
      expect(opener).toHaveFocus();
    }
  });

  it('with a modal over a modal, Escape closes only the top one', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Confirm delete
          </button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)} size="sm">
            <p>Sure?</p>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    const trigger = screen.getByRole('button', { name: 'Confirm delete' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses a given element first', async () => {
    function WithInitial() {
      const [open, setOpen] = useState(false);
      const queryRef = useRef<HTMLInputElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} title="Search" onClose={() => setOpen(false)} initialFocus={queryRef}>
            <button type="button">Help</button>
            <input aria-label="Query" ref={queryRef} />
          </Modal>
        </>
      );
    }
    render(<WithInitial />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });
});

describe('Modal hydration', () => {
  // A listing page has a closed modal per card with tours: none may cost a re-render of the page.
  it('hydrates closed modals in one commit: no forced re-render once the page is live', async () => {
    const page = (onRender: () => void) => (
      <Profiler id="page" onRender={onRender}>
        {Array.from({ length: 5 }, (_, i) => (
          <Modal key={i} open={false} title={`Tour ${i}`} onClose={() => {}}>
            <p>Video</p>
          </Modal>
        ))}
        <p>Listing</p>
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => {}));
    document.body.append(container);
    const phases: string[] = [];
    await act(async () => {
      hydrateRoot(container, page(() => phases.push('commit')));
    });
    expect(container.textContent).toBe('Listing');
    expect(phases).toEqual(['commit']);
    container.remove();
  });
});

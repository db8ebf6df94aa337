/** @jest-environment jsdom */
import { createElement, useState, type Dispatch, type SetStateAction } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { installTranslationGuard } from './translation-guard';

/** The ways a page translator puts its translation in place of a text node. */
type Shape = 'replaced' | 'inserted before, then removed' | 'inserted after, then removed' | 'wrapped';

/** Does to every text node under root what a translator does: Chrome's puts <font> in its place. */
function translate(root: Node, shape: Shape): void {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue?.trim()) texts.push(node as Text);
  for (const text of texts) {
    const parent = text.parentNode!;
    const font = document.createElement('font');
    if (shape === 'wrapped') {
      parent.insertBefore(font, text);
      text.nodeValue = `[${text.nodeValue}]`;
      font.append(text);
      continue;
    }
    font.textContent = `[${text.nodeValue}]`;
    if (shape === 'replaced') parent.replaceChild(font, text);
    else {
      parent.insertBefore(font, shape === 'inserted before, then removed' ? text : text.nextSibling);
      parent.removeChild(text);
    }
  }
}

/** Lets the MutationObserver callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const SHAPES: Shape[] = ['replaced', 'inserted before, then removed', 'inserted after, then removed', 'wrapped'];

describe('translation guard', () => {
  beforeAll(() => installTranslationGuard(window));

  function paragraph(): { p: HTMLParagraphElement; texts: Text[] } {
    const p = document.createElement('p');
    const texts = ['Total: ', '4', ' Results'].map((value) => document.createTextNode(value));
    p.append(...texts);
    document.body.append(p);
    return { p, texts };
  }

  it.each(SHAPES)('inserts before and removes what stands in for a text node (%s)', async (shape) => {
    const { p, texts } = paragraph();
    translate(p, shape);
    await settle();
    const strong = document.createElement('strong');
    strong.textContent = 'new';
    expect(() => p.insertBefore(strong, texts[1]!)).not.toThrow();
    expect(() => p.removeChild(texts[2]!)).not.toThrow();
    expect(p.textContent).toBe('[Total: ]new[4]');
    expect(strong.parentNode).toBe(p);
  });

  it.each(SHAPES.filter((shape) => shape !== 'wrapped'))('puts a text node back when its text changes, to be translated again (%s)', async (shape) => {
    const { p, texts } = paragraph();
    translate(p, shape);
    await settle();
    texts[1]!.nodeValue = '17';
    await settle();
    expect(texts[1]!.parentNode).toBe(p);
    expect(p.textContent).toBe('[Total: ]17[ Results]');
  });

  it('passes every call that works through unchanged', () => {
    const { p, texts } = paragraph();
    const em = document.createElement('em');
    expect(p.insertBefore(em, texts[0]!)).toBe(em);
    expect(p.firstChild).toBe(em);
    expect(p.removeChild(texts[2]!)).toBe(texts[2]);
    expect(p.textContent).toBe('Total: 4');
    expect(p.insertBefore(document.createTextNode('!'), null).parentNode).toBe(p);
  });

  it('appends what it cannot place, and removes nothing it cannot find', () => {
    const { p } = paragraph();
    const stranger = document.createTextNode('elsewhere');
    const em = document.createElement('em');
    expect(p.insertBefore(em, stranger)).toBe(em);
    expect(p.lastChild).toBe(em);
    expect(p.removeChild(stranger)).toBe(stranger);
    expect(p.textContent).toBe('Total: 4 Results');
  });

  it('keeps a React list and count working after the page is translated', async () => {
    let setCount: Dispatch<SetStateAction<number>> = () => undefined;
    function Results() {
      const [count, set] = useState(3);
      setCount = set;
      return createElement(
        'section',
        null,
        createElement('p', null, 'Total: ', count, ' Results'),
        count === 0 ? 'No matches found...' : null,
        Array.from({ length: count }, (_, i) => createElement('article', { key: i }, 'Home ', i + 1)),
        'End of list',
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(Results)));
    translate(host, 'replaced');
    await settle();

    await act(async () => setCount(1));
    await settle();
    expect(host.querySelector('p')!.textContent).toBe('[Total: ]1[ Results]');
    expect(host.querySelectorAll('article')).toHaveLength(1);

    await act(async () => setCount(0));
    await settle();
    expect(host.textContent).toContain('No matches found...');
    expect(host.querySelectorAll('article')).toHaveLength(0);

    await act(async () => setCount(2));
    await settle();
    expect(host.querySelectorAll('article')).toHaveLength(2);
    expect(host.textContent).not.toContain('No matches found');
    await act(async () => root.unmount());
    expect(host.childNodes).toHaveLength(0);
  });
});

/**
 * A visitor who has the browser translate the page keeps a working page. Chrome offers its
 * translator to everyone whose language is not the page's, and many of our visitors read
 * another language first. The translator takes each text node out of the page and puts an
 * element with the translation (`<font>`) in its place. React still holds the text nodes it
 * rendered, so its next change to a list or a count fails: inserting before a text node that
 * is no longer there throws (the page becomes the error page), and a changed count is written
 * into a text node no one sees (it shows the old figure).
 *
 * The guard learns, from a MutationObserver on the document, which node stands in for each
 * text node taken out. When React inserts before or removes a node that is not a child of the
 * parent it names, the guard does it to what stands in that place (the translation, or the
 * element that wraps the text); when React changes the text of a node that was taken out, the
 * guard puts the node back in place of its translation, and the translator translates the new
 * text. Where the guard finds nothing, an insertion goes at the end and a removal does nothing:
 * a page with its parts in a different order is better than the error page. Every call that
 * would have worked before is passed through unchanged.
 *
 * Installed by instrumentation-client.ts, which Next runs before React hydrates the page: the
 * translator comes later, once the page has loaded. It is script the browser caches, rather than
 * an inline script that every page's HTML and flight data would carry twice.
 */
export function installTranslationGuard(win: Window & typeof globalThis): void {
  const proto = win.Node.prototype;
  const insertBefore = proto.insertBefore;
  const removeChild = proto.removeChild;
  const standIns = new WeakMap<Node, Node>();
  const observer = new win.MutationObserver(learn);

  function learn(records: MutationRecord[]): void {
    records.forEach((record, index) => {
      if (record.type === 'characterData') return putBack(record.target);
      const removed = record.removedNodes;
      // A translator replaces a text node at once (replaceChild), or first adds its translation
      // beside it (the record just before) and then takes it out.
      const beside = records[index - 1]?.addedNodes;
      for (let i = 0; i < removed.length; i++) {
        const text = removed[i];
        if (!text || text.nodeType !== 3 || text.parentNode) continue;
        let standIn: Node | null | undefined = record.addedNodes.length === removed.length ? record.addedNodes[i] : null;
        if (!standIn && beside) standIn = [record.previousSibling, record.nextSibling].find((node) => node && Array.prototype.includes.call(beside, node));
        if (!standIn) continue;
        standIns.set(text, standIn);
        observer.observe(text, { characterData: true });
      }
    });
  }

  /** What holds node's place in the page: node itself, or what stands in for it. */
  function holderOf(node: Node): Node | undefined {
    let current: Node | undefined = node;
    // A stand-in may be replaced in turn; the bound keeps a cycle from looping.
    for (let hops = 0; current && !current.parentNode && hops < 8; hops++) current = standIns.get(current);
    return current;
  }

  /** The child of parent that holds node's place (it may wrap it), if any. */
  function inPlaceOf(parent: Node, node: Node): Node | null {
    let current: Node | null | undefined = holderOf(node);
    while (current && current.parentNode !== parent) current = current.parentNode;
    return current ?? null;
  }

  function putBack(text: Node): void {
    const holder = holderOf(text);
    if (holder && holder !== text && holder.parentNode) holder.parentNode.replaceChild(text, holder);
  }

  proto.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (child && child.parentNode !== this) {
      learn(observer.takeRecords());
      child = inPlaceOf(this, child);
    }
    return insertBefore.call(this, node, child) as T;
  };
  proto.removeChild = function <T extends Node>(this: Node, child: T): T {
    if (child.parentNode === this) return removeChild.call(this, child) as T;
    learn(observer.takeRecords());
    const standIn = inPlaceOf(this, child);
    if (standIn) removeChild.call(this, standIn);
    return child;
  };
  observer.observe(win.document, { childList: true, subtree: true });
}

/**
 * The open modals of the page, topmost last. Only the top one reacts to Escape and traps Tab;
 * while any is open the page behind is inert and does not scroll. Several modals may open and
 * close in any order over the life of a page (one changes into another in a single render).
 */
const stack: HTMLElement[] = [];
const madeInert = new Set<Element>();
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function syncInert() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = stack[stack.length - 1];
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (child === top || child.contains(top) || child.hasAttribute('inert')) continue;
    if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') continue;
    child.setAttribute('inert', '');
    madeInert.add(child);
  }
}

function syncScrollLock() {
  const body = document.body;
  if (stack.length > 0 && !savedBodyStyle) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  } else if (stack.length === 0 && savedBodyStyle) {
    body.style.overflow = savedBodyStyle.overflow;
    body.style.paddingRight = savedBodyStyle.paddingRight;
    savedBodyStyle = null;
  }
}

export function pushModal(root: HTMLElement) {
  if (!stack.includes(root)) stack.push(root);
  syncInert();
  syncScrollLock();
}

export function removeModal(root: HTMLElement) {
  const index = stack.indexOf(root);
  if (index >= 0) stack.splice(index, 1);
  syncInert();
  syncScrollLock();
}

export function isTopModal(root: HTMLElement) {
  return stack[stack.length - 1] === root;
}

export function openModalCount() {
  return stack.length;
}

/**
 * The open modals of the page, topmost last. Only the top one reacts to Escape and traps Tab;
 * while any is open the page behind does not scroll, and it is inert from the modal's first
 * paint. Several modals may open and close in any order over the life of a page (one changes
 * into another in a single render).
 */
const stack: HTMLElement[] = [];
const madeInert = new Set<Element>();
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;
let inertFrame: number | null = null;
let inertTimer: number | null = null;

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

/**
 * Makes the page behind inert once the opened modal has been painted. Making the page inert
 * restyles every element of it: 30–50 ms on a listing page with a phone's CPU, which, done at
 * once, kept the tap that opened a modal from being answered until it was over (the `focus()`
 * that follows an opening forces it). Until then the modal already has the focus and traps Tab,
 * and its backdrop takes every pointer event (docs/performance.md, "Answering a tap").
 */
function syncInertAfterPaint() {
  if (inertFrame !== null || inertTimer !== null) return;
  inertFrame = requestAnimationFrame(() => {
    inertFrame = null;
    inertTimer = window.setTimeout(() => {
      inertTimer = null;
      syncInert();
    });
  });
}

function cancelPendingInert() {
  if (inertFrame !== null) cancelAnimationFrame(inertFrame);
  if (inertTimer !== null) clearTimeout(inertTimer);
  inertFrame = null;
  inertTimer = null;
}

export function pushModal(root: HTMLElement) {
  if (!stack.includes(root)) stack.push(root);
  syncInertAfterPaint();
  syncScrollLock();
}

/** Takes `root` off the stack; the page is no longer inert at once, so the focus can go back to it. */
export function removeModal(root: HTMLElement) {
  const index = stack.indexOf(root);
  if (index >= 0) stack.splice(index, 1);
  cancelPendingInert();
  syncInert();
  syncScrollLock();
}

export function isTopModal(root: HTMLElement) {
  return stack[stack.length - 1] === root;
}

export function openModalCount() {
  return stack.length;
}

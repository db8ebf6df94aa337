/**
 * What must happen when the server stops, after it has stopped taking requests and the requests
 * in flight have finished (server/main.ts calls `runShutdownHooks`). Kept on globalThis: the
 * server entry and the code Next bundles are separate module instances in one process.
 */
type Hook = () => Promise<void> | void;

const REGISTRY = Symbol.for('limestone-lane.shutdown-hooks');
const holder = globalThis as typeof globalThis & { [REGISTRY]?: Hook[] };

export function onShutdown(hook: Hook): void {
  (holder[REGISTRY] ??= []).push(hook);
}

/** Runs every hook, most recently registered first; one failing does not stop the others. */
export async function runShutdownHooks(report: (error: unknown) => void = () => {}): Promise<void> {
  const hooks = (holder[REGISTRY] ?? []).splice(0).reverse();
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      report(error);
    }
  }
}

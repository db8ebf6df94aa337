export function moveLayoutEntriesLast<T>(entrypoints: Map<string, T>): Map<string, T>;
export class LayoutsLastPlugin {
  apply(compiler: unknown): void;
}

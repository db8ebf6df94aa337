export const COMPILE_HINT: string;
export const STARTUP_ENTRY: string;
export function startupScripts(entrypoints: Map<string, { getFiles(): Iterable<string> }>): string[];
export class CompileHintsPlugin {
  apply(compiler: unknown): void;
}

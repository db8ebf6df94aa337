export interface TraceEventLike {
  name: string;
  args?: { data?: { url?: string } };
}
export type TaskKind = 'render' | 'parse' | 'script' | 'other';
export declare function taskKind(events: TraceEventLike[]): TaskKind;
export declare function blockingMs(task: { start: number; end: number }, window: { fromMs: number; toMs: number }): number;
export declare function blockingByKind(
  tasks: { start: number; end: number; events: TraceEventLike[] }[],
  window: { fromMs: number; toMs: number },
): Record<TaskKind, number>;

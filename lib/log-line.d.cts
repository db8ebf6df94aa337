export type LogLevel = 'info' | 'warn' | 'error';
export type LogWriter = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void;
export function logs(level: LogLevel, record?: boolean): boolean;
export const writeLog: LogWriter;

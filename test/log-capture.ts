/** The `info` lines the site's log writes while `run` runs (lib/log.ts), as a log collector keeps them. */
export async function infoLinesOf(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
    process.env.LOG_LEVEL = level;
  }
  return lines;
}

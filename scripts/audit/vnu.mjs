// The Nu HTML Checker (vnu-jar, Java) on each page's server HTML (what a crawler gets).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

const run = promisify(execFile);

/** @returns {Promise<Map<string, Array<{ type, message, extract, line }>>>} page name → errors */
export async function validateHtml(baseUrl, pages) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map();
    for (const page of pages) {
      const html = await (await fetch(new URL(page.path, baseUrl))).text();
      const file = path.join(dir, `${page.name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
      writeFileSync(file, html);
      files.set(file, page.name);
    }
    const { stdout, stderr } = await run('java', ['-jar', String(vnuJar), '--format', 'json', '--errors-only', '--exit-zero-always', ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(stderr || stdout || '{"messages":[]}');
    const byPage = new Map(pages.map((p) => [p.name, []]));
    for (const message of report.messages ?? []) {
      const name = files.get(decodeURIComponent(String(message.url ?? '').replace(/^file:/, '')));
      if (!name || message.type !== 'error') continue;
      byPage.get(name).push({ message: message.message, extract: message.extract, line: message.lastLine });
    }
    return byPage;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

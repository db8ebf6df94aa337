import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','best-practices'] });
const a = r.lhr.audits;
for (const id of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','render-blocking-resources','render-blocking-insight','lcp-breakdown-insight','errors-in-console','network-dependency-tree-insight','bootup-time','mainthread-work-breakdown']) {
  if (!a[id]) continue;
  console.log('##', id, a[id].displayValue ?? '', a[id].score);
  const items = a[id].details?.items ?? [];
  for (const it of items.slice(0, 8)) console.log('   ', JSON.stringify(it).slice(0, 300));
}
await chrome.kill();

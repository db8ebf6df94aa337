import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','seo','best-practices'] });
const a = r.lhr.audits;
const lcp = a['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? [];
console.log('LCP parts', lcp.map(i => `${i.subpart}=${Math.round(i.duration)}`).join(' '));
const el = a['lcp-breakdown-insight']?.details?.items?.[1]; console.log('LCP element', el?.snippet?.slice(0,300));
for (const cat of ['seo','best-practices']) for (const ref of r.lhr.categories[cat].auditRefs) { const au=a[ref.id]; if (ref.weight>0 && au.score!==null && au.score<1) console.log(cat, ref.id, au.title, JSON.stringify(au.details?.items?.slice(0,3) ?? '').slice(0,400)); }
const nr = a['network-requests'].details.items.filter(i=>i.resourceType==='Image'||i.resourceType==='Script').map(i=>`${i.resourceType} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority} ${i.url.slice(0,120)}`);
console.log(nr.join('\n'));
await chrome.kill();

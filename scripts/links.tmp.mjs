import { crawlLinks } from './audit/links.mjs';
const t = Date.now();
const r = await crawlLinks('http://127.0.0.1:3300');
console.log(r.checked, 'checked in', Date.now() - t, 'ms; broken:', r.broken.slice(0, 20));

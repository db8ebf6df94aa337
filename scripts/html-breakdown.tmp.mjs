const url = process.argv[2];
const html = await (await fetch(url)).text();
const sum = (re) => [...html.matchAll(re)].reduce((n, m) => n + m[0].length, 0);
const style = sum(/<style[^>]*>[\s\S]*?<\/style>/g);
const scripts = sum(/<script[^>]*>[\s\S]*?<\/script>/g);
const svg = sum(/<svg[\s\S]*?<\/svg>/g);
console.log(url, { total: html.length, style, inlineScripts: scripts, svg, rest: html.length - style - scripts });
const pushes = [...html.matchAll(/self\.__next_f\.push\(\[1,"([\s\S]*?)"\]\)<\/script>/g)].map(m => m[1].length);
console.log('rsc payload chars', pushes.reduce((a,b)=>a+b,0));

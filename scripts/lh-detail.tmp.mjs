import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const base = 'http://localhost:5302';
const page = process.argv[2] ?? '/shop/home';
const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ email: 'shopper@attire.test', password: 'Shopper@12345' }) });
const token = (await r.json()).token;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: `token=${token}` } });
const a = result.lhr.audits; console.log(Object.keys(a).filter(k=>k.includes('lcp')||k.includes('largest')).join(' '));
for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift']) console.log(id, Math.round(a[id].numericValue), a[id].score);
console.log('perf', result.lhr.categories.performance.score);


const boot = a['bootup-time'].details.items.slice(0, 6).map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting)]);
console.log('bootup', JSON.stringify(boot));
const mt = a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)]);
console.log('mainthread', JSON.stringify(mt));
const lt = a['long-tasks']?.details?.items?.slice(0, 8).map((i) => [i.url?.slice(-30), Math.round(i.startTime), Math.round(i.duration)]);
console.log('long tasks', JSON.stringify(lt));
const reqs = a['network-requests'].details.items.map((i) => [i.url.replace(base, '').slice(0, 60), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize]);
console.log('requests'); for (const q of reqs) console.log('  ', JSON.stringify(q));
await chrome.kill();

// Measures what the login page costs on the wire: every response's bytes as received (compressed),
// and their size once decoded. Usage: node scripts/measure-login-bytes.mjs http://127.0.0.1:3000
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage();
const client = await page.context().newCDPSession(page);
await client.send('Network.enable');
const received = new Map();
client.on('Network.responseReceived', ({ requestId, response }) =>
  received.set(requestId, { url: response.url, wire: 0, decoded: 0 }),
);
client.on('Network.dataReceived', ({ requestId, dataLength }) => {
  const entry = received.get(requestId);
  if (entry) entry.decoded += dataLength;
});
client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const entry = received.get(requestId);
  if (entry) entry.wire = encodedDataLength;
});
await page.goto(baseUrl, { waitUntil: 'networkidle' });
await browser.close();
const entries = [...received.values()];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const entry of entries)
  console.log(`${kb(entry.wire).padStart(10)} ${kb(entry.decoded).padStart(10)}  ${new URL(entry.url).pathname}`);
const sum = (key) => entries.reduce((total, entry) => total + entry[key], 0);
console.log(`login page: ${entries.length} responses, ${kb(sum('wire'))} on the wire, ${kb(sum('decoded'))} decoded`);

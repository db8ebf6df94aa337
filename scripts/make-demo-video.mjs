// Writes public/videos/demo-tour.webm: the demo data's direct video tour (a floor plan whose tour is
// a file the site serves, so the site's own video player has something to play). Drawn on a
// canvas in Chromium and recorded with MediaRecorder (VP8/WebM): no video tool needed.
// Run once: node scripts/make-demo-video.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '..', 'public', 'videos', 'demo-tour.webm');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const g = canvas.getContext('2d');
  const seconds = 8;
  // A walk through a room: the camera pans across a wall with a window, a sofa and a doorway.
  function draw(t) {
    const pan = t * 60;
    g.fillStyle = '#e9e1d3';
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = '#b89b72';
    g.fillRect(0, 270, 640, 90);
    g.save();
    g.translate(-pan, 0);
    g.fillStyle = '#9cc3e4';
    g.fillRect(120, 70, 160, 120);
    g.strokeStyle = '#ffffff';
    g.lineWidth = 8;
    g.strokeRect(120, 70, 160, 120);
    g.beginPath();
    g.moveTo(200, 70);
    g.lineTo(200, 190);
    g.stroke();
    g.fillStyle = '#3f5d6e';
    g.fillRect(360, 200, 220, 70);
    g.fillRect(360, 170, 220, 40);
    g.fillStyle = '#8a6a48';
    g.fillRect(700, 60, 110, 210);
    g.fillStyle = '#c9a86a';
    g.beginPath();
    g.arc(790, 170, 6, 0, Math.PI * 2);
    g.fill();
    g.restore();
    g.fillStyle = 'rgba(31, 36, 48, 0.72)';
    g.fillRect(0, 0, 640, 42);
    g.fillStyle = '#ffffff';
    g.font = '20px sans-serif';
    g.fillText(`Video tour · living room · ${Math.min(seconds, Math.floor(t) + 1)}/${seconds} s`, 16, 28);
  }
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 400_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    function frame() {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    }
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`wrote ${out} (${Math.round(Buffer.from(base64, 'base64').length / 1024)} kB)`);

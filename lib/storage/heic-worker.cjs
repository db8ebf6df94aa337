// Decodes HEIC photos off the main thread for lib/storage/heic.ts: libheif's WebAssembly decoder
// takes about 0.8 s for a 12 MP photo and would hold every other request of the server that long.
// Plain CommonJS, loaded by path, so that no bundler rewrites it.
const { parentPort, workerData } = require('node:worker_threads');
const libheif = require('libheif-js/wasm-bundle');

// libheif-js reports a broken file with console.log before returning nothing; the answer below
// carries the failure instead, so the server's log stays one JSON record per line.
console.log = () => {};

/** @param {Uint8Array} bytes */
async function decode(bytes) {
  await libheif.ready;
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) throw new Error('no picture in the file');
    const width = image.get_width();
    const height = image.get_height();
    if (width * height > workerData.maxPixels) throw new Error(`${width} × ${height} pixels, more than ${workerData.maxPixels}`);
    const shown = await new Promise((resolve) => image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, resolve));
    if (!shown) throw new Error('the picture could not be decoded');
    return { width, height, hasAlpha: image.has_alpha_channel(), data: shown.data };
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

// One photo at a time: heic.ts sends the next once this one is answered.
parentPort.on('message', async (bytes) => {
  try {
    const { data, ...picture } = await decode(bytes);
    parentPort.postMessage({ ...picture, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});

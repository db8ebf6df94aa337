import { assetExistsInStore, provideAssetExists } from './storage-key';

describe('the asset store bridge of the HTTP server', () => {
  it('waits for the server start to provide the store, then asks it', async () => {
    const asked = assetExistsInStore(`${'a'.repeat(32)}.jpg`, 2000);
    setTimeout(() => provideAssetExists(async (key) => key.startsWith('a')), 100);
    await expect(asked).resolves.toBe(true);
    await expect(assetExistsInStore(`${'b'.repeat(32)}.jpg`)).resolves.toBe(false);
  });
});

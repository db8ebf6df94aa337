import { eq } from 'drizzle-orm';
import { sublets } from '../data/schema';
import { deleteSubletByAssetKey } from '../data/sublet-changes';
import { SUBLET_POST_FAILED_MESSAGE, SUBLET_POSTED_MESSAGE } from '../domain/validation/sublet-messages';
import { subletCreateHarness } from '@/test/sublet-create-harness';
import { fileOf, subletFormData, testImage } from '@/test/sublet-fixtures';
import { hashAssetKey } from './asset-key';
import { prepareSubletPhoto } from './photos';

const { env, images, deps, post, stored } = subletCreateHarness();

// Two tests below post with the id of a sublet already stored, to make the transaction fail.
beforeAll(async () => {
  const first = await post(subletFormData({ title: 'Already posted' }, [fileOf(images.png, 'first.png', 'image/png')]));
  if (first.status !== 201) throw new Error(`the first post was answered ${first.status}`);
});

describe('POST /api/sublets: all or nothing, and sent again', () => {
  it('is all or nothing: a failure while processing the second image leaves nothing', async () => {
    const before = await stored();
    let calls = 0;
    const result = await post(
      subletFormData({}, [fileOf(images.png, 'a.png', 'image/png'), fileOf(images.jpegWithGps, 'b.jpg', 'image/jpeg')]),
      deps({
        preparePhoto: async (bytes, name) => {
          calls += 1;
          if (calls === 2) throw new Error('disk on fire');
          return prepareSubletPhoto(bytes, name);
        },
      }),
    );
    expect(result).toEqual({ status: 500, body: { message: SUBLET_POST_FAILED_MESSAGE } });
    expect(await stored()).toEqual(before);
  });

  it('is all or nothing: a failed transaction after the files were written leaves no row and no file', async () => {
    const [existing] = await env.database.db.select({ id: sublets.id }).from(sublets).limit(1);
    const before = await stored();
    const other = await testImage({ width: 300, height: 200, colour: { r: 10, g: 200, b: 30 } });
    const result = await post(
      subletFormData({ title: 'Collides with an existing id' }, [fileOf(other, 'c.jpg', 'image/jpeg'), fileOf(images.png, 'd.png', 'image/png')]),
      deps({ newSubletId: () => existing!.id }),
    );
    expect(result).toEqual({ status: 500, body: { message: SUBLET_POST_FAILED_MESSAGE } });
    const after = await stored();
    expect(after).toEqual(before);
    const titles = await env.database.db.select({ t: sublets.title }).from(sublets);
    expect(titles.map((t) => t.t)).not.toContain('Collides with an existing id');
  });

  describe('sent again after its answer was lost (Idempotency-Key)', () => {
    const keyed = (key: string) => ({ 'idempotency-key': `"${key}"` });
    const colour = (g: number) => testImage({ width: 320, height: 240, colour: { r: 200, g, b: 20 } });

    it('is stored once: the repeat is answered with the same asset key, without its photos being read again', async () => {
      const photo = await colour(11);
      const before = await stored();
      let prepared = 0;
      const counting = deps({ preparePhoto: async (bytes, name) => ((prepared += 1), prepareSubletPhoto(bytes, name)) });
      const first = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), counting, keyed('lost-answer-key-000000001'));
      const again = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), counting, keyed('lost-answer-key-000000001'));
      expect(first).toEqual({ status: 201, body: { assetKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), message: SUBLET_POSTED_MESSAGE } });
      expect(again).toEqual(first);
      expect(prepared).toBe(1);
      expect(await stored()).toEqual({ ...before, sublets: before.sublets + 1, assets: before.assets + 1, photos: before.photos + 1, mail: before.mail + 2, files: before.files + 1 });
      const rows = await env.database.db.select({ title: sublets.title }).from(sublets).where(eq(sublets.assetKeyHash, hashAssetKey(String(first.body?.assetKey))));
      expect(rows).toEqual([{ title: 'Posted twice' }]);
      // Another key is another post, with its own asset key.
      const other = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), deps(), keyed('lost-answer-key-000000002'));
      expect(other.body?.assetKey).not.toBe(first.body?.assetKey);
      expect((await stored()).sublets).toBe(before.sublets + 2);
    });

    it('sent twice at once: one post, both answered with its key, no photo left over', async () => {
      const photo = await colour(22);
      const before = await stored();
      const send = () => post(subletFormData({ title: 'Raced' }, [fileOf(photo, 'r.jpg', 'image/jpeg')]), deps(), keyed('raced-post-key-0000000001'));
      const [a, b] = await Promise.all([send(), send()]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body?.assetKey).toBe(b.body?.assetKey);
      expect(await stored()).toEqual({ ...before, sublets: before.sublets + 1, assets: before.assets + 1, photos: before.photos + 1, mail: before.mail + 2, files: before.files + 1 });
    });

    it('sent again after midnight, its Available To day now past: answered as the first, not refused', async () => {
      const photo = await colour(44);
      const form = () => subletFormData({ availableFrom: '2026-11-20', availableTo: '2026-12-01' }, [fileOf(photo, 'm.jpg', 'image/jpeg')]);
      // 23:50 on Dec 1 in Bloomington, then 00:10 on Dec 2.
      const first = await post(form(), deps({ now: () => new Date('2026-12-02T04:50:00Z') }), keyed('after-midnight-key-000001'));
      expect(first.status).toBe(201);
      const before = await stored();
      const afterMidnight = deps({ now: () => new Date('2026-12-02T05:10:00Z') });
      expect(await post(form(), afterMidnight, keyed('after-midnight-key-000001'))).toEqual(first);
      expect(await stored()).toEqual(before);
      // A new post with that day is refused, also while the database cannot be asked.
      expect((await post(form(), afterMidnight, keyed('after-midnight-key-000002'))).status).toBe(400);
      const databaseDown = deps({ now: () => new Date('2026-12-02T05:10:00Z'), getDb: () => Promise.reject(new Error('database down')) });
      expect((await post(form(), databaseDown, keyed('after-midnight-key-000003'))).status).toBe(400);
      expect(await stored()).toEqual(before);
    });

    it('a failed attempt claims nothing (the retry is stored); a deleted post is not brought back by its repeat', async () => {
      const [existing] = await env.database.db.select({ id: sublets.id }).from(sublets).limit(1);
      const photo = await colour(33);
      const form = () => subletFormData({ title: 'Retried then deleted' }, [fileOf(photo, 'd.jpg', 'image/jpeg')]);
      const before = await stored();
      expect((await post(form(), deps({ newSubletId: () => existing!.id }), keyed('retry-then-delete-0000001'))).status).toBe(500);
      expect(await stored()).toEqual(before);
      const posted = await post(form(), deps(), keyed('retry-then-delete-0000001'));
      expect(posted.status).toBe(201);
      expect((await stored()).sublets).toBe(before.sublets + 1);
      expect(await deleteSubletByAssetKey(env.database.db, String(posted.body?.assetKey))).not.toBeNull();
      expect(await post(form(), deps(), keyed('retry-then-delete-0000001'))).toEqual(posted);
      expect((await stored()).sublets).toBe(before.sublets);
    });
  });

});

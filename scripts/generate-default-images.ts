/**
 * Writes the site's default images (public/images/default-image.jpg, default-avatar.png)
 * from the SVG in lib/data/seed/images/portrait-svg.ts. They are committed; run this only to
 * change them: node --import tsx scripts/generate-default-images.ts
 */
import path from 'node:path';
import sharp from 'sharp';
import { defaultAvatarSvg, defaultImageSvg } from '../lib/data/seed/images/portrait-svg';

async function main() {
  const dir = path.join(process.cwd(), 'public', 'images');
  await sharp(Buffer.from(defaultImageSvg())).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(dir, 'default-image.jpg'));
  await sharp(Buffer.from(defaultAvatarSvg())).png({ palette: true }).toFile(path.join(dir, 'default-avatar.png'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

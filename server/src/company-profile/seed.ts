import { PNG } from 'pngjs';
import type { DomainSeed } from '../seed/index.js';

/**
 * A demo logo: a part's printed layers, widest at the bottom, in the given colour on a
 * transparent ground (drawn rather than shipped, so the demo carries no binary asset).
 */
export function layeredLogo(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size });
  const layers = 6;
  const pitch = Math.floor(size / layers);
  for (let y = 0; y < size; y++) {
    const layer = Math.floor(y / pitch);
    const inGap = y % pitch >= pitch - Math.max(1, Math.floor(pitch / 5));
    const half = ((layer + 1) / layers) * (size / 2);
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inside = !inGap && Math.abs(x + 0.5 - size / 2) <= half;
      png.data[i] = red;
      png.data[i + 1] = green;
      png.data[i + 2] = blue;
      png.data[i + 3] = inside ? 255 : 0;
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

/** The Austin plant's logo, which its profile, store front and documents show. */
export const seedCompanyProfiles: DomainSeed = async (trx, tenants) => {
  await trx
    .insertInto('company_logos')
    .values({ company_id: tenants.austin, content_type: 'image/png', bytes: layeredLogo(96, [31, 95, 173]) })
    .execute();
};

import { cube } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { OUTPUT_NAME_SUFFIX, TRANSFORM_TYPES, TransformError, runTransform } from './index.js';

describe('runTransform', () => {
  it('runs each operation by its API name on options from JSON', async () => {
    const options = {
      SCALE: { factors: [2, 1, 1] },
      SCALE_BY_PERCENT: { percent: 200 },
      SOLID_MIRROR: { axis: 'z' },
      SOLID_SECTION: { origin: [0, 0, 5], normal: [0, 0, 1] },
      TRIANGLE_REDUCTION: { targetFacets: 12 },
      MINIMUM_ORIENTATION: {},
      WALL_THICKNESS: { samples: 100 },
    };
    const volumes: Record<string, unknown> = {};
    for (const type of TRANSFORM_TYPES) {
      const { mesh, report } = await runTransform(type, cube(10), JSON.parse(JSON.stringify(options[type])));
      expect(mesh === undefined).toBe(OUTPUT_NAME_SUFFIX[type] === undefined);
      if (mesh) expect(verify(mesh).closedManifold).toBe(true);
      volumes[type] = report.volume ?? report.minThickness;
    }
    expect(volumes).toEqual({
      SCALE: 2000,
      SCALE_BY_PERCENT: 8000,
      SOLID_MIRROR: 1000,
      SOLID_SECTION: 500,
      TRIANGLE_REDUCTION: 1000,
      MINIMUM_ORIENTATION: 1000,
      WALL_THICKNESS: 10,
    });
  });

  it('refuses options that are not an object, or missing, with the operation’s own message', async () => {
    await expect(runTransform('SCALE', cube(), 'big')).rejects.toThrow(
      new TransformError('INVALID_OPTION', 'The options of SCALE must be an object'),
    );
    await expect(runTransform('SCALE', cube(), undefined)).rejects.toThrow(
      'The scale factors must be three finite numbers above zero',
    );
    await expect(runTransform('SOLID_SECTION', cube(), { origin: [0, 0, '5'], normal: [0, 0, 1] })).rejects.toThrow(
      'The section plane needs an origin of three finite numbers',
    );
  });
});

import { type Mesh, verify } from '../geometry/index.js';
import { degenerateMesh, emptyMesh } from './analyze-error.js';
import { type ThumbnailOptions, renderThumbnail } from './render-thumbnail.js';

type Triple = [number, number, number];

/** ANALYZE's report. Mesh units are taken as millimetres (STL has none; other formats are converted to mm). */
interface AnalyzeReport {
  facets: number;
  /** Pieces connected through shared edges. */
  shells: number;
  /** mm³, as `volumeMm3`; meaningful for a closed part. */
  volume: number;
  /** mm², as `surfaceAreaMm2`. */
  surfaceArea: number;
  boundingBox: { min: Triple; max: Triple };
  /** The bounding box's size along x, y, z. */
  sizeMm: Triple;
  sizeInch: Triple;
  volumeMm3: number;
  volumeInch3: number;
  surfaceAreaMm2: number;
  surfaceAreaInch2: number;
}

export interface Analysis {
  report: AnalyzeReport;
  /** The thumbnail's PNG bytes, in an ArrayBuffer of their own. */
  png: Uint8Array<ArrayBuffer>;
}

const MM_PER_INCH = 25.4;

/** Measures the part and draws its thumbnail; throws an AnalyzeError for an empty or degenerate mesh. */
export function analyze(mesh: Mesh, thumbnail?: ThumbnailOptions): Analysis {
  if (mesh.facetCount === 0) throw emptyMesh();
  const verified = verify(mesh);
  if (verified.degenerateFacets === verified.facets) throw degenerateMesh();
  const { min, max } = verified.boundingBox;
  const sizeMm: Triple = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  const report: AnalyzeReport = {
    facets: verified.facets,
    shells: verified.shells,
    volume: verified.volume,
    surfaceArea: verified.surfaceArea,
    boundingBox: { min: [...min], max: [...max] },
    sizeMm,
    sizeInch: [sizeMm[0] / MM_PER_INCH, sizeMm[1] / MM_PER_INCH, sizeMm[2] / MM_PER_INCH],
    volumeMm3: verified.volume,
    volumeInch3: verified.volume / MM_PER_INCH ** 3,
    surfaceAreaMm2: verified.surfaceArea,
    surfaceAreaInch2: verified.surfaceArea / MM_PER_INCH ** 2,
  };
  return { report, png: renderThumbnail(mesh, thumbnail) };
}

/** The geometry core's public surface, for the file operations and their workers (see README.md). */
export { type Mesh, MeshError, type MeshErrorCode, recomputeNormals } from './mesh.js';
export { DEFAULT_MAX_FACETS, type ReadStlOptions, readStl, writeAsciiStl, writeBinaryStl } from './stl.js';
export { measure } from './measure.js';
export { type VerifyReport, verify } from './verify.js';
export { type RepairOptions, type RepairSummary, repair } from './repair.js';

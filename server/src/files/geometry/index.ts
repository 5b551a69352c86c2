/** The geometry core's public surface, for the file operations and their workers (see README.md). */
export { type Mesh, MeshError, recomputeNormals } from './mesh.js';
export { DEFAULT_MAX_FACETS, readStl, writeAsciiStl, writeBinaryStl } from './stl.js';
export { measure } from './measure.js';
export { verify } from './verify.js';
export { repair } from './repair.js';
export { writeThreeMf } from './three-mf-write.js';

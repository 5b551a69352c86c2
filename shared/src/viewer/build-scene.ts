/**
 * A packed build in WebGL (three.js): the build volume's box, the usable box inside its margin
 * and a grid on the plate, and one instanced mesh a file for its instances, each in its group's
 * colour, on the viewers' orbit stage (orbit-stage.ts).
 */
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  MeshLambertMaterial,
  Vector3,
} from 'three';
import type { FileInstances } from './build-instances';
import { boxEdges, plateGrid, usableBox, type Volume } from './build-volume';
import { BUILD_BACKGROUND } from './group-colours';
import { OrbitStage } from './orbit-stage';
import type { PartFacets } from './load-part';

/** A file's instances with the file's facets, as the scene draws them. */
export interface DrawnFile extends FileInstances {
  facets: PartFacets;
}

/** The iso view, z up as the build stands on its plate: from the front right, above. */
const ISO_DIRECTION = new Vector3(1, -1, 1).normalize();
/** The volume's walls read first, the usable box behind them, the plate's grid last. */
const VOLUME_COLOUR = '#5c6b7e';
const USABLE_COLOUR = '#a9b4c2';
const GRID_COLOUR = '#dde2e9';

function geometryOf(positions: Float32Array, normals?: Float32Array): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  if (normals) geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  else geometry.computeVertexNormals();
  return geometry;
}

function lines(values: Float32Array, colour: string): LineSegments {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(values, 3));
  return new LineSegments(geometry, new LineBasicMaterial({ color: colour }));
}

export class BuildScene {
  private readonly stage: OrbitStage;
  /** White, so that each instance shows its own colour (instanceColor multiplies it). */
  private readonly material = new MeshLambertMaterial({ color: 0xffffff, side: DoubleSide });
  private outlines: LineSegments[] = [];
  private meshes: InstancedMesh[] = [];
  /** Each file's geometry, kept while the file is drawn: a change of colours or places reuses it. */
  private geometries = new Map<number, { facets: PartFacets; geometry: BufferGeometry }>();
  private framed = false;

  constructor(private readonly canvas: HTMLCanvasElement) {
    // Nothing to draw before the camera frames the volume.
    this.stage = new OrbitStage(canvas, BUILD_BACKGROUND, { ready: () => this.framed });
    // Shader programs take software WebGL hundreds of milliseconds to build: built now, while
    // the parts download, for a coloured instanced stand-in with the parts' material and lights.
    const standIn = new InstancedMesh(geometryOf(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])), this.material, 1);
    standIn.setColorAt(0, new Color());
    this.stage.scene.add(standIn);
    this.stage.renderer.compile(this.stage.scene, this.stage.camera);
    this.stage.scene.remove(standIn);
    standIn.geometry.dispose();
    standIn.dispose();
  }

  /** Draws the build volume (mm), its usable box `margin` inside every wall and the plate's grid; frames it in the iso view. */
  setVolume(volume: Volume, margin: number): void {
    this.clearOutlines();
    this.outlines = [
      lines(plateGrid(volume), GRID_COLOUR),
      lines(boxEdges(usableBox(volume, margin)), USABLE_COLOUR),
      lines(boxEdges({ min: [0, 0, 0], max: [...volume] }), VOLUME_COLOUR),
    ];
    for (const outline of this.outlines) this.stage.scene.add(outline);
    const center = new Vector3(...volume).multiplyScalar(0.5);
    const radius = Math.max(center.length(), 1e-6);
    const distance = radius / Math.sin(((this.stage.camera.fov / 2) * Math.PI) / 180);
    this.stage.camera.position.copy(center).addScaledVector(ISO_DIRECTION, distance * 1.1);
    this.stage.camera.near = distance / 100;
    this.stage.camera.far = distance * 10;
    this.stage.camera.updateProjectionMatrix();
    this.stage.controls.target.copy(center);
    this.stage.controls.update();
    this.framed = true;
    this.requestRender();
  }

  /** Draws each file's instances with their matrices (16 numbers each) and colours, in place of the last ones. */
  setInstances(files: readonly DrawnFile[]): void {
    this.clearMeshes();
    const kept = new Map<number, { facets: PartFacets; geometry: BufferGeometry }>();
    const colour = new Color();
    for (const { fileId, facets, matrices, colours } of files) {
      // A file without facets has nothing to draw.
      if (facets.positions.length === 0 || colours.length === 0) continue;
      let entry = this.geometries.get(fileId);
      if (entry?.facets !== facets) entry = { facets, geometry: geometryOf(facets.positions, facets.normals) };
      kept.set(fileId, entry);
      const mesh = new InstancedMesh(entry.geometry, this.material, colours.length);
      mesh.instanceMatrix.array.set(matrices);
      colours.forEach((hex, i) => mesh.setColorAt(i, colour.set(hex)));
      this.meshes.push(mesh);
      this.stage.scene.add(mesh);
    }
    for (const [fileId, { geometry }] of this.geometries) if (kept.get(fileId)?.geometry !== geometry) geometry.dispose();
    this.geometries = kept;
    this.requestRender();
  }

  dispose(): void {
    this.clearMeshes();
    for (const { geometry } of this.geometries.values()) geometry.dispose();
    this.geometries.clear();
    this.clearOutlines();
    this.material.dispose();
    this.stage.dispose();
  }

  private clearMeshes(): void {
    for (const mesh of this.meshes) {
      this.stage.scene.remove(mesh);
      // Frees the instances' matrices and colours; the geometry is the file's, kept or freed by setInstances.
      mesh.dispose();
    }
    this.meshes = [];
  }

  private clearOutlines(): void {
    for (const outline of this.outlines) {
      this.stage.scene.remove(outline);
      outline.geometry.dispose();
      (outline.material as LineBasicMaterial).dispose();
    }
    this.outlines = [];
  }

  private requestRender(): void {
    this.stage.requestRender();
  }
}

/**
 * The part in WebGL (three.js), on the viewers' orbit stage (orbit-stage.ts): standard views,
 * wireframe, a section plane and the defects drawn on the part. It renders on demand (a change of
 * the controls or of a setting), never in an idle loop: an open viewer costs nothing while nobody
 * moves it, which matters when the browser rasterises in software.
 */
import {
  BufferAttribute,
  BufferGeometry,
  DoubleSide,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  Plane,
  Vector3,
} from 'three';
import { FLIPPED_FACET_COLOUR, OPEN_EDGE_COLOUR } from './defect-colours';
import type { MeshDefects } from './mesh-defects';
import { OrbitStage } from './orbit-stage';
import { everyNthFacet, pickFacets, type Axis, type Box } from './part-geometry';

export type ViewName = 'front' | 'top' | 'side' | 'iso';
export const VIEWS: readonly ViewName[] = ['front', 'top', 'side', 'iso'];

/** Where the camera looks from, Z up as parts stand on a build plate; front looks along +y. */
const VIEW_DIRECTIONS: Record<ViewName, [number, number, number]> = {
  front: [0, -1, 0],
  // A hair off the axis: orbit controls cannot look straight down their up axis.
  top: [0, -1e-4, 1],
  side: [1, 0, 0],
  iso: [1, -1, 1],
};

export interface Section {
  axis: Axis;
  /** Where the plane cuts, 0 to 1 of the part's extent along the axis; the part beyond it is hidden. */
  at: number;
}

const AXIS_INDEX: Record<Axis, number> = { x: 0, y: 1, z: 2 };

function geometryOf(values: Float32Array, normals?: Float32Array): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(values, 3));
  if (normals) geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  else geometry.computeVertexNormals();
  return geometry;
}

export class PartScene {
  /** Frames drawn so far; the viewer bench reads it from the canvas's data-frames. */
  frames = 0;
  private readonly stage: OrbitStage;
  private readonly material = new MeshLambertMaterial({ color: 0x9aa7b8, side: DoubleSide });
  private readonly clipping = new Plane(new Vector3(-1, 0, 0), 0);
  private full: Mesh | null = null;
  private reduced: Mesh | null = null;
  private overlays: (Mesh | LineSegments)[] = [];
  private box: Box | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    this.stage = new OrbitStage(canvas, 0xf4f6f9, {
      // Nothing to draw before the part: the page shows the download's progress over the canvas.
      ready: () => this.full !== null,
      beforeFrame: (moving) => {
        if (this.full && this.reduced) {
          this.full.visible = !moving;
          this.reduced.visible = moving;
        }
      },
      afterFrame: () => {
        if (this.frames === 0) performance.mark?.('cad-viewer:first-frame');
        this.canvas.dataset.frames = String(++this.frames);
      },
    });
    this.stage.renderer.localClippingEnabled = true;
    // Shader programs take software WebGL hundreds of milliseconds to build: built now, while
    // the part downloads, for a stand-in with the part's material and lights.
    const standIn = new Mesh(geometryOf(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])), this.material);
    this.stage.scene.add(standIn);
    this.stage.renderer.compile(this.stage.scene, this.stage.camera);
    this.remove(standIn);
  }

  /**
   * Shows a part, `positions` and `normals` 9 floats a facet (the scene keeps them). Until a
   * coarse copy comes (setMovingCopy), a large part turns every n-th of its facets.
   */
  setPart(positions: Float32Array, normals: Float32Array, box: Box): void {
    this.clearPart();
    this.box = box;
    this.full = new Mesh(geometryOf(positions, normals), this.material);
    const fewer = everyNthFacet(positions);
    if (fewer) {
      this.reduced = new Mesh(geometryOf(fewer, everyNthFacet(normals)!), this.material);
      this.reduced.visible = false;
      this.stage.scene.add(this.reduced);
    }
    this.stage.scene.add(this.full);
    this.view('iso');
  }

  /** Turns `values` (9 floats a facet) instead of the first, sparser copy while the part moves. */
  setMovingCopy(values: Float32Array): void {
    if (this.reduced) this.remove(this.reduced);
    this.reduced = new Mesh(geometryOf(values), this.material);
    this.reduced.visible = false;
    this.stage.scene.add(this.reduced);
  }

  /** Draws open edges as lines and flipped facets in their own colour, over the part. */
  setDefects(defects: MeshDefects, positions: Float32Array): void {
    for (const overlay of this.overlays) this.remove(overlay);
    this.overlays = [];
    if (defects.openEdges > 0) {
      const segments = new BufferGeometry();
      segments.setAttribute('position', new BufferAttribute(defects.openEdgeSegments, 3));
      const lines = new LineSegments(
        segments,
        new LineBasicMaterial({ color: OPEN_EDGE_COLOUR, clippingPlanes: this.material.clippingPlanes }),
      );
      // Drawn last and through the part, so an edge behind a face is still seen.
      lines.renderOrder = 2;
      (lines.material as LineBasicMaterial).depthTest = false;
      this.overlays.push(lines);
    }
    if (defects.flippedFacets.length > 0) {
      const flipped = new Mesh(
        geometryOf(pickFacets(positions, defects.flippedFacets)),
        new MeshLambertMaterial({
          color: FLIPPED_FACET_COLOUR,
          side: DoubleSide,
          polygonOffset: true,
          polygonOffsetFactor: -1,
          polygonOffsetUnits: -1,
          clippingPlanes: this.material.clippingPlanes,
        }),
      );
      flipped.renderOrder = 1;
      this.overlays.push(flipped);
    }
    for (const overlay of this.overlays) this.stage.scene.add(overlay);
    this.requestRender();
  }

  view(name: ViewName): void {
    if (!this.box) return;
    const { center, radius } = this.bounds();
    const direction = new Vector3(...VIEW_DIRECTIONS[name]).normalize();
    const distance = radius / Math.sin(((this.stage.camera.fov / 2) * Math.PI) / 180);
    this.stage.camera.position.copy(center).addScaledVector(direction, distance * 1.1);
    this.stage.camera.near = distance / 100;
    this.stage.camera.far = distance * 10;
    this.stage.camera.updateProjectionMatrix();
    this.stage.controls.target.copy(center);
    this.stage.controls.update();
    this.requestRender();
  }

  /** Zoom to fit: the part fills the view from where the camera looks now. */
  fit(): void {
    if (!this.box) return;
    const { center, radius } = this.bounds();
    const direction = this.stage.camera.position.clone().sub(this.stage.controls.target).normalize();
    const distance = radius / Math.sin(((this.stage.camera.fov / 2) * Math.PI) / 180);
    this.stage.camera.position.copy(center).addScaledVector(direction, distance * 1.1);
    this.stage.controls.target.copy(center);
    this.stage.controls.update();
    this.requestRender();
  }

  /** Turns the camera about the part: `left` degrees about the up axis, `up` degrees over it. */
  turn(left: number, up: number): void {
    const offset = this.stage.camera.position.clone().sub(this.stage.controls.target);
    offset.applyAxisAngle(this.stage.camera.up, (-left * Math.PI) / 180);
    const across = new Vector3().crossVectors(this.stage.camera.up, offset).normalize();
    const tilted = offset.clone().applyAxisAngle(across, (up * Math.PI) / 180);
    // Not over the top: past the up axis the view would flip upside down.
    if (Math.abs(tilted.clone().normalize().dot(this.stage.camera.up)) < 0.999) offset.copy(tilted);
    this.stage.camera.position.copy(this.stage.controls.target).add(offset);
    this.stage.controls.update();
    this.requestRender();
  }

  zoom(factor: number): void {
    const offset = this.stage.camera.position.clone().sub(this.stage.controls.target).multiplyScalar(factor);
    this.stage.camera.position.copy(this.stage.controls.target).add(offset);
    this.stage.controls.update();
    this.requestRender();
  }

  setWireframe(on: boolean): void {
    this.material.wireframe = on;
    this.requestRender();
  }

  setSection(section: Section | null): void {
    if (!this.box || !section) {
      this.setClipping([]);
      return;
    }
    const k = AXIS_INDEX[section.axis];
    const normal = new Vector3();
    normal.setComponent(k, -1);
    this.clipping.normal.copy(normal);
    this.clipping.constant = this.box.min[k]! + (this.box.max[k]! - this.box.min[k]!) * section.at;
    this.setClipping([this.clipping]);
  }

  dispose(): void {
    this.clearPart();
    for (const overlay of this.overlays) this.remove(overlay);
    this.material.dispose();
    this.stage.dispose();
  }

  private setClipping(planes: Plane[]): void {
    for (const material of [this.material, ...this.overlays.map((overlay) => overlay.material as MeshLambertMaterial)]) {
      material.clippingPlanes = planes;
      material.needsUpdate = true;
    }
    this.requestRender();
  }

  private bounds() {
    const { min, max } = this.box!;
    const center = new Vector3((min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2);
    const radius = Math.max(center.distanceTo(new Vector3(...max)), 1e-6);
    return { center, radius };
  }

  private requestRender(): void {
    this.stage.requestRender();
  }

  private clearPart(): void {
    for (const mesh of [this.full, this.reduced]) if (mesh) this.remove(mesh);
    this.full = null;
    this.reduced = null;
  }

  private remove(object: Mesh | LineSegments): void {
    this.stage.scene.remove(object);
    object.geometry.dispose();
    if (object.material !== this.material) (object.material as LineBasicMaterial).dispose();
  }
}

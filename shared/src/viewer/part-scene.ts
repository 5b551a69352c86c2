/**
 * The part in WebGL (three.js): camera and orbit controls, standard views, wireframe, a section
 * plane and the defects drawn on the part. It renders on demand (a change of the controls or of
 * a setting), never in an idle loop: an open viewer costs nothing while nobody moves it, which
 * matters when the browser rasterises in software.
 */
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Plane,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { FLIPPED_FACET_COLOUR, OPEN_EDGE_COLOUR } from './defect-colours';
import type { MeshDefects } from './mesh-defects';
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
/** A still frame follows this long after the last movement. */
const STILL_AFTER_MS = 150;
/**
 * The resolution of the frames drawn while the part moves, against the still ones: without a
 * GPU every pixel is filled and copied to the page by the CPU.
 */
const MOVING_RESOLUTION = 0.5;

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
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private readonly material = new MeshLambertMaterial({ color: 0x9aa7b8, side: DoubleSide });
  private readonly clipping = new Plane(new Vector3(-1, 0, 0), 0);
  private full: Mesh | null = null;
  private reduced: Mesh | null = null;
  private overlays: (Mesh | LineSegments)[] = [];
  private box: Box | null = null;
  private moving = false;
  private stillTimer: ReturnType<typeof setTimeout> | undefined;
  private frameRequest = 0;
  private readonly resizeObserver: ResizeObserver;
  private readonly pixelRatio: number;

  constructor(private readonly canvas: HTMLCanvasElement) {
    // Antialiasing multiplies the fragments a software rasteriser fills; the part reads well without.
    this.renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: 'high-performance' });
    this.pixelRatio = Math.min(window.devicePixelRatio, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setClearColor(new Color(0xf4f6f9));
    this.renderer.localClippingEnabled = true;
    this.camera.up.set(0, 0, 1);
    this.scene.add(new AmbientLight(0xffffff, 1.2));
    const light = new DirectionalLight(0xffffff, 2);
    // The light rides with the camera, so the side facing the user is always lit.
    this.camera.add(light);
    light.position.set(1, 2, 3);
    this.scene.add(this.camera);
    this.controls = new OrbitControls(this.camera, canvas);
    // Arrow keys pan while the canvas has focus; the viewer's buttons do everything else.
    this.controls.listenToKeyEvents(canvas);
    this.controls.addEventListener('change', () => this.requestRender());
    this.controls.addEventListener('start', () => this.setMoving(true));
    this.controls.addEventListener('end', () => {
      clearTimeout(this.stillTimer);
      this.stillTimer = setTimeout(() => this.setMoving(false), STILL_AFTER_MS);
    });
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(canvas);
    this.resize();
    // Shader programs take software WebGL hundreds of milliseconds to build: built now, while
    // the part downloads, for a stand-in with the part's material and lights.
    const standIn = new Mesh(geometryOf(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])), this.material);
    this.scene.add(standIn);
    this.renderer.compile(this.scene, this.camera);
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
      this.scene.add(this.reduced);
    }
    this.scene.add(this.full);
    this.view('iso');
  }

  /** Turns `values` (9 floats a facet) instead of the first, sparser copy while the part moves. */
  setMovingCopy(values: Float32Array): void {
    if (this.reduced) this.remove(this.reduced);
    this.reduced = new Mesh(geometryOf(values), this.material);
    this.reduced.visible = false;
    this.scene.add(this.reduced);
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
    for (const overlay of this.overlays) this.scene.add(overlay);
    this.requestRender();
  }

  view(name: ViewName): void {
    if (!this.box) return;
    const { center, radius } = this.bounds();
    const direction = new Vector3(...VIEW_DIRECTIONS[name]).normalize();
    const distance = radius / Math.sin(((this.camera.fov / 2) * Math.PI) / 180);
    this.camera.position.copy(center).addScaledVector(direction, distance * 1.1);
    this.camera.near = distance / 100;
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.update();
    this.requestRender();
  }

  /** Zoom to fit: the part fills the view from where the camera looks now. */
  fit(): void {
    if (!this.box) return;
    const { center, radius } = this.bounds();
    const direction = this.camera.position.clone().sub(this.controls.target).normalize();
    const distance = radius / Math.sin(((this.camera.fov / 2) * Math.PI) / 180);
    this.camera.position.copy(center).addScaledVector(direction, distance * 1.1);
    this.controls.target.copy(center);
    this.controls.update();
    this.requestRender();
  }

  /** Turns the camera about the part: `left` degrees about the up axis, `up` degrees over it. */
  turn(left: number, up: number): void {
    const offset = this.camera.position.clone().sub(this.controls.target);
    offset.applyAxisAngle(this.camera.up, (-left * Math.PI) / 180);
    const across = new Vector3().crossVectors(this.camera.up, offset).normalize();
    const tilted = offset.clone().applyAxisAngle(across, (up * Math.PI) / 180);
    // Not over the top: past the up axis the view would flip upside down.
    if (Math.abs(tilted.clone().normalize().dot(this.camera.up)) < 0.999) offset.copy(tilted);
    this.camera.position.copy(this.controls.target).add(offset);
    this.controls.update();
    this.requestRender();
  }

  zoom(factor: number): void {
    const offset = this.camera.position.clone().sub(this.controls.target).multiplyScalar(factor);
    this.camera.position.copy(this.controls.target).add(offset);
    this.controls.update();
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
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.stillTimer);
    this.resizeObserver.disconnect();
    this.clearPart();
    for (const overlay of this.overlays) this.remove(overlay);
    this.controls.dispose();
    this.material.dispose();
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts; a viewer opened many times must not use them up.
    this.renderer.forceContextLoss();
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

  private setMoving(moving: boolean): void {
    this.moving = moving;
    this.renderer.setPixelRatio(moving ? this.pixelRatio * MOVING_RESOLUTION : this.pixelRatio);
    this.requestRender();
  }

  private requestRender(): void {
    // Nothing to draw before the part: the page shows the download's progress over the canvas.
    if (this.frameRequest || !this.full) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (this.full && this.reduced) {
        this.full.visible = !this.moving;
        this.reduced.visible = this.moving;
      }
      this.renderer.render(this.scene, this.camera);
      if (this.frames === 0) performance.mark?.('cad-viewer:first-frame');
      this.canvas.dataset.frames = String(++this.frames);
    });
  }

  private resize(): void {
    const width = this.canvas.clientWidth || 1;
    const height = this.canvas.clientHeight || 1;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  private clearPart(): void {
    for (const mesh of [this.full, this.reduced]) if (mesh) this.remove(mesh);
    this.full = null;
    this.reduced = null;
  }

  private remove(object: Mesh | LineSegments): void {
    this.scene.remove(object);
    object.geometry.dispose();
    if (object.material !== this.material) (object.material as LineBasicMaterial).dispose();
  }
}

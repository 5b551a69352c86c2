/**
 * A packed build in WebGL (three.js): the build volume's box, the usable box inside its margin
 * and a grid on the plate, and one instanced mesh a file for its instances, each in its group's
 * colour. Orbit controls as in the part viewer (part-scene.ts); it renders on demand, never in an
 * idle loop, and draws at half resolution while it moves.
 */
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  MeshLambertMaterial,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { FileInstances } from './build-instances';
import { boxEdges, plateGrid, usableBox, type Volume } from './build-volume';
import { BUILD_BACKGROUND } from './group-colours';
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
/** A still frame follows this long after the last movement (as in part-scene.ts). */
const STILL_AFTER_MS = 150;
/** Frames drawn while the build moves, against still ones: without a GPU the CPU fills every pixel. */
const MOVING_RESOLUTION = 0.5;

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
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  /** White, so that each instance shows its own colour (instanceColor multiplies it). */
  private readonly material = new MeshLambertMaterial({ color: 0xffffff, side: DoubleSide });
  private outlines: LineSegments[] = [];
  private meshes: InstancedMesh[] = [];
  /** Each file's geometry, kept while the file is drawn: a change of colours or places reuses it. */
  private geometries = new Map<number, { facets: PartFacets; geometry: BufferGeometry }>();
  private framed = false;
  private stillTimer: ReturnType<typeof setTimeout> | undefined;
  private frameRequest = 0;
  private readonly resizeObserver: ResizeObserver;
  private readonly pixelRatio: number;

  constructor(private readonly canvas: HTMLCanvasElement) {
    // Antialiasing multiplies the fragments a software rasteriser fills; the build reads well without.
    this.renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: 'high-performance' });
    this.pixelRatio = Math.min(window.devicePixelRatio, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setClearColor(new Color(BUILD_BACKGROUND));
    this.camera.up.set(0, 0, 1);
    this.scene.add(new AmbientLight(0xffffff, 1.2));
    const light = new DirectionalLight(0xffffff, 2);
    // The light rides with the camera, so the side facing the user is always lit.
    this.camera.add(light);
    light.position.set(1, 2, 3);
    this.scene.add(this.camera);
    this.controls = new OrbitControls(this.camera, canvas);
    // Arrow keys pan while the canvas has focus.
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
    // the parts download, for a coloured instanced stand-in with the parts' material and lights.
    const standIn = new InstancedMesh(geometryOf(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])), this.material, 1);
    standIn.setColorAt(0, new Color());
    this.scene.add(standIn);
    this.renderer.compile(this.scene, this.camera);
    this.scene.remove(standIn);
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
    for (const outline of this.outlines) this.scene.add(outline);
    const center = new Vector3(...volume).multiplyScalar(0.5);
    const radius = Math.max(center.length(), 1e-6);
    const distance = radius / Math.sin(((this.camera.fov / 2) * Math.PI) / 180);
    this.camera.position.copy(center).addScaledVector(ISO_DIRECTION, distance * 1.1);
    this.camera.near = distance / 100;
    this.camera.far = distance * 10;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.update();
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
      this.scene.add(mesh);
    }
    for (const [fileId, { geometry }] of this.geometries) if (kept.get(fileId)?.geometry !== geometry) geometry.dispose();
    this.geometries = kept;
    this.requestRender();
  }

  dispose(): void {
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.stillTimer);
    this.resizeObserver.disconnect();
    this.clearMeshes();
    for (const { geometry } of this.geometries.values()) geometry.dispose();
    this.geometries.clear();
    this.clearOutlines();
    this.controls.dispose();
    this.material.dispose();
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts; a viewer opened many times must not use them up.
    this.renderer.forceContextLoss();
  }

  private clearMeshes(): void {
    for (const mesh of this.meshes) {
      this.scene.remove(mesh);
      // Frees the instances' matrices and colours; the geometry is the file's, kept or freed by setInstances.
      mesh.dispose();
    }
    this.meshes = [];
  }

  private clearOutlines(): void {
    for (const outline of this.outlines) {
      this.scene.remove(outline);
      outline.geometry.dispose();
      (outline.material as LineBasicMaterial).dispose();
    }
    this.outlines = [];
  }

  private setMoving(moving: boolean): void {
    this.renderer.setPixelRatio(moving ? this.pixelRatio * MOVING_RESOLUTION : this.pixelRatio);
    this.requestRender();
  }

  private requestRender(): void {
    // Nothing to draw before the camera frames the volume.
    if (this.frameRequest || !this.framed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.renderer.render(this.scene, this.camera);
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
}

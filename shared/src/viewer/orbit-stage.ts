/**
 * What the part viewer and the build viewer both stand on: a WebGL renderer on the page's canvas,
 * a camera with z up carrying its light (so the side facing the user is always lit), orbit
 * controls (drag to turn, right-drag or the arrow keys to pan, wheel to zoom), frames drawn on
 * demand — never in an idle loop — at half resolution while the view moves, and the canvas's size
 * followed. Without a GPU the CPU fills every pixel: antialiasing and full-resolution motion are
 * what it cannot afford.
 */
import { AmbientLight, type ColorRepresentation, Color, DirectionalLight, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/** A still frame follows this long after the last movement. */
const STILL_AFTER_MS = 150;
/** Frames drawn while the view moves, against still ones. */
const MOVING_RESOLUTION = 0.5;

export interface StageHooks {
  /** Whether there is anything to draw yet: until then the page shows its progress over the canvas. */
  ready: () => boolean;
  /** Just before a frame is drawn: what the scene shows while it moves may differ (a coarse copy). */
  beforeFrame?: (moving: boolean) => void;
  afterFrame?: () => void;
}

export class OrbitStage {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(35, 1, 0.1, 1000);
  readonly controls: OrbitControls;
  private moving = false;
  private stillTimer: ReturnType<typeof setTimeout> | undefined;
  private frameRequest = 0;
  private readonly resizeObserver: ResizeObserver;
  private readonly pixelRatio: number;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    background: ColorRepresentation,
    private readonly hooks: StageHooks,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: 'high-performance' });
    this.pixelRatio = Math.min(window.devicePixelRatio, 2);
    this.renderer.setPixelRatio(this.pixelRatio);
    this.renderer.setClearColor(new Color(background));
    this.camera.up.set(0, 0, 1);
    this.scene.add(new AmbientLight(0xffffff, 1.2));
    const light = new DirectionalLight(0xffffff, 2);
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
  }

  requestRender(): void {
    if (this.frameRequest || !this.hooks.ready()) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.hooks.beforeFrame?.(this.moving);
      this.renderer.render(this.scene, this.camera);
      this.hooks.afterFrame?.();
    });
  }

  dispose(): void {
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.stillTimer);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts; a viewer opened many times must not use them up.
    this.renderer.forceContextLoss();
  }

  private setMoving(moving: boolean): void {
    this.moving = moving;
    this.renderer.setPixelRatio(moving ? this.pixelRatio * MOVING_RESOLUTION : this.pixelRatio);
    this.requestRender();
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

/**
 * The tray the tool keeps: the models the pages sent, each downloaded once and measured, with the
 * quantity to place. An STL is read and verified with the platform's own mesh check, so the
 * planner sees a broken file before a build is prepared from it; other formats (CAD files) are
 * kept as they came, for the slicer to read.
 */
import { type Mesh, measure, readStl, verify, writeThreeMf } from 'server/geometry';
import type { TrayModel } from 'shared/contracts/desktop-protocol';

type Triple = [number, number, number];

export interface TrayFile {
  rfqFileId: number;
  orderId: number;
  fileName: string;
  quantity: number;
  bytes: Uint8Array;
  /** The STL's mesh and what the check found; null for a format the bridge does not read. */
  geometry: { mesh: Mesh; volumeMm3: number; min: Triple; size: Triple; closed: boolean } | null;
}

/** What a file in the tray looks like to the page and in the log. */
export interface TrayFileSummary {
  rfqFileId: number;
  fileName: string;
  quantity: number;
  verified: boolean | null;
  volumeMm3: number | null;
}

const isStl = (fileName: string) => fileName.toLowerCase().endsWith('.stl');

/** Reads a downloaded model: an STL is measured and checked; a file that is no readable STL is refused by the reader's own message. */
export function trayFile(model: Omit<TrayModel, 'url' | 'expiresAt'>, bytes: Uint8Array): TrayFile {
  if (!isStl(model.fileName)) return { ...model, bytes, geometry: null };
  const mesh = readStl(bytes);
  const report = verify(mesh);
  const { volume, min, max } = measure(mesh);
  return {
    ...model,
    bytes,
    geometry: {
      mesh,
      volumeMm3: Math.abs(volume),
      min,
      size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]],
      closed: report.closedManifold,
    },
  };
}

export class Tray {
  private readonly files = new Map<number, TrayFile>();
  fromDate: number | null = null;

  /** Adds files; a part already in the tray gets the new quantity on top of the one it had. */
  add(files: TrayFile[]): void {
    for (const file of files) {
      const held = this.files.get(file.rfqFileId);
      this.files.set(file.rfqFileId, held ? { ...held, quantity: held.quantity + file.quantity } : file);
    }
  }

  clear(): void {
    this.files.clear();
  }

  get contents(): TrayFile[] {
    return [...this.files.values()];
  }

  summary(): TrayFileSummary[] {
    return this.contents.map((file) => ({
      rfqFileId: file.rfqFileId,
      fileName: file.fileName,
      quantity: file.quantity,
      verified: file.geometry ? file.geometry.closed : null,
      volumeMm3: file.geometry ? file.geometry.volumeMm3 : null,
    }));
  }

  /**
   * The tray as one 3MF for any slicer: each STL once, its copies set out in rows on the plate,
   * 5 mm apart and standing on it, so that none overlaps another before the slicer arranges them.
   */
  threeMf(title: string): Uint8Array | null {
    const meshes = this.contents.filter((file) => file.geometry);
    if (meshes.length === 0) return null;
    const objects = meshes.map((file) => ({ name: file.fileName, mesh: file.geometry!.mesh }));
    const items: { object: number; matrix: number[] }[] = [];
    const gap = 5;
    const rowLength = 250;
    let x = 0;
    let y = 0;
    let rowDepth = 0;
    meshes.forEach((file, object) => {
      const { min, size } = file.geometry!;
      const [width, depth] = size;
      for (let copy = 0; copy < file.quantity; copy++) {
        if (x > 0 && x + width > rowLength) {
          x = 0;
          y += rowDepth + gap;
          rowDepth = 0;
        }
        items.push({ object, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x - min[0], y - min[1], -min[2], 1] });
        x += width + gap;
        rowDepth = Math.max(rowDepth, depth);
      }
    });
    return writeThreeMf({ title, objects, items });
  }
}

import type { mediaLinks } from '../files/index.js';
import type { CatalogRow } from './queries.js';

/** The views of a catalogue item, with the links that sign its pictures for the reader. */
export function catalogViews(links: ReturnType<typeof mediaLinks>) {
  /** What both sides read of an item, its pictures signed for the reader. */
  const itemView = (row: CatalogRow, userId: number) => {
    const box = row.report?.boundingBox;
    return {
      id: row.id,
      name: row.name,
      partNumber: row.part_number,
      description: row.description,
      facility: { id: row.facility_id, name: row.facility_name },
      process: row.process,
      material: row.material,
      leadTimeDays: row.lead_time_days,
      currency: row.currency,
      prices: (row.prices ?? []).map((p) => ({ minQuantity: p.minQuantity, unitPriceMinor: Number(p.unitPriceMinor) })),
      thumbnailUrl: row.thumbnail_id === null ? null : links.link({ id: row.thumbnail_id, itar: row.itar }, userId).downloadUrl,
      images: (row.images ?? []).map((image) => ({
        fileId: image.fileId,
        url: links.link({ id: image.fileId, itar: image.itar }, userId).downloadUrl,
      })),
      volume: row.report?.volume ?? null,
      dimensions: box ? { x: box.max[0]! - box.min[0]!, y: box.max[1]! - box.min[1]!, z: box.max[2]! - box.min[2]! } : null,
      updatedAt: row.updated_at.getTime(),
    };
  };
  const facilityView = (row: CatalogRow, userId: number) => ({
    ...itemView(row, userId),
    fileId: row.file_id,
    fileName: row.file_name,
    amProcessId: row.am_process_id,
    materialId: row.material_id,
    published: row.published,
    customers: row.customers ?? [],
    orders: row.orders,
  });
  return { itemView, facilityView };
}

/** What the material tests share: a supplier of a facility, a certificate to upload, a lot received and released. */
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { textPdf } from '../files/index.js';
import { multipartFile } from './multipart.js';
import type { Session, TestApp } from './test-app.js';

export const signature = (password = DEMO_PASSWORD) => ({ password, meaning: 'APPROVED' });

export async function materialId(t: TestApp, name: string): Promise<number> {
  return (await t.db.selectFrom('materials').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A supplier of the facility, of these materials, approved unless told otherwise. */
export async function supplierOf(
  t: TestApp,
  facilityId: number,
  name: string,
  materialIds: number[],
  approval: 'APPROVED' | 'CONDITIONAL' | 'DISAPPROVED' = 'APPROVED',
): Promise<number> {
  const { id } = await t.db
    .insertInto('material_suppliers')
    .values({ facility_id: facilityId, name, approval, approval_date: '2026-01-15' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('material_supplier_materials')
    .values(materialIds.map((material_id) => ({ supplier_id: id, material_id })))
    .execute();
  return id;
}

/** Uploads a certificate of analysis as the session's company: answers its file id. */
export async function uploadCertificate(t: TestApp, session: Session, fileName = 'coa.pdf'): Promise<number> {
  const body = multipartFile(fileName, Buffer.from(textPdf(['Certificate of analysis', fileName])));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...session.bearer, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** A lot of `materialId` holding `kg`, received from `supplierId` with its certificate and released: its id. */
export async function releasedLot(
  t: TestApp,
  session: Session,
  ids: { materialId: number; supplierId: number },
  kg: number,
): Promise<number> {
  const lot = await t.app.inject({
    method: 'POST',
    url: '/api/v1/materials/lots',
    headers: session.bearer,
    payload: {
      ...ids,
      supplierLotNumber: `SL-${kg}-${Math.random().toString(36).slice(2, 8)}`,
      quantity: String(kg),
      unit: 'KILOGRAM',
      receivedOn: '2026-11-02',
      certificateFileId: await uploadCertificate(t, session),
    },
  });
  const id = lot.json().id as number;
  const released = await t.app.inject({
    method: 'POST',
    url: `/api/v1/materials/lots/${id}/release`,
    headers: session.bearer,
    payload: { signature: signature() },
  });
  if (released.json().status !== 'RELEASED') throw new Error(`release failed: ${released.body}`);
  return id;
}

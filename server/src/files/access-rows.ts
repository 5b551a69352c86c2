import { ALL, VERIFIED_USER, type AccessRows } from '../test-support/access-matrix.js';
import { multipartFile, tinyBinaryStl } from '../test-support/multipart.js';

export const accessRows: AccessRows = async ({ t, headers }) => {
  /** A file of the Austin plant (uploaded by spWith, who is also cleared for ITAR), and its signed download URL. */
  const austinFile = async (query: string) => {
    const form = multipartFile('matrix-part.stl', tinyBinaryStl());
    const file = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/files${query}`,
        headers: { ...headers.spWith, ...form.headers },
        payload: form.payload,
      })
    ).json<{ id: number }>();
    const { downloadUrl } = (
      await t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: headers.spWith })
    ).json<{ downloadUrl: string }>();
    const url = new URL(downloadUrl, 'http://platform.test');
    return { id: file.id, download: `${url.pathname}${url.search}` };
  };
  const plain = await austinFile('');
  const itar = await austinFile('?itar=true');
  const { operationId } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-operation/VERIFY',
      headers: headers.spWith,
      payload: { fileId: plain.id },
    })
  ).json<{ operationId: number }>();
  /** Austin's file: its facility reads it and its operations; a customer and another tenant are told they do not exist. */
  const austinOnly = [401, 403, 404, 200, 200, 404] as const;
  return [
    {
      method: 'POST',
      route: '/api/v1/files',
      form: () => multipartFile('matrix-upload.stl', tinyBinaryStl()),
      // Every signed-in user with a company uploads into it; an unverified one must verify first.
      expect: [401, 403, 201, 201, 201, 201],
    },
    { method: 'GET', route: '/api/v1/files', expect: VERIFIED_USER },
    { method: 'GET', route: '/api/v1/files/:id', url: `/api/v1/files/${plain.id}`, expect: [...austinOnly] },
    {
      method: 'POST',
      route: '/api/v1/file-operation/:type',
      url: '/api/v1/file-operation/VERIFY',
      payload: () => ({ fileId: plain.id }),
      expect: [...austinOnly],
    },
    {
      method: 'GET',
      route: '/api/v1/file-operation/status/:id',
      url: `/api/v1/file-operation/status/${operationId}?fileId=${plain.id}`,
      expect: [...austinOnly],
    },
    {
      method: 'GET',
      route: '/api/v1/file-operation/result/:id',
      url: `/api/v1/file-operation/result/${operationId}?fileId=${plain.id}`,
      expect: [...austinOnly],
    },
    {
      method: 'POST',
      route: '/api/v1/file-operation/cancel/:id',
      url: `/api/v1/file-operation/cancel/${operationId}?fileId=${plain.id}`,
      // Those who read the operation reach it, and are told a VERIFY cannot be stopped.
      expect: [401, 403, 404, 409, 409, 404],
    },
    // A signed URL is the credential: whoever follows it in its few minutes gets the bytes.
    { method: 'GET', route: '/media/files/:id', url: plain.download, expect: ALL(200) },
    { method: 'GET', route: '/itar-media/files/:id', url: itar.download, expect: ALL(200) },
  ];
};

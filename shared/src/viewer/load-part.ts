/**
 * A part's bytes for the viewer: a platform file (its details, then the bytes from the
 * short-lived signed URL they give), or bytes the host already has; then its facets, read by
 * three's STLLoader (binary or ASCII).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { createBaseQuery, errorMessage } from 'shared/api';
import type { components } from '../contracts/api-schemas';

export type PartSource = { fileId: number } | { bytes: ArrayBuffer };

export interface Download {
  loaded: number;
  /** Null when the server did not say (no Content-Length). */
  total: number | null;
}

type FileDetails = components['schemas']['FileDetails'];

/** A failure with the text the user sees. */
export class PartLoadFailed extends Error {}

const baseQuery = createBaseQuery();

async function fileDetails(fileId: number, signal?: AbortSignal): Promise<FileDetails> {
  const result = await baseQuery({ url: `/api/v1/files/${fileId}` }, { signal } as BaseQueryApi, {});
  if (result.error) throw new PartLoadFailed(errorMessage(result.error));
  return result.data as FileDetails;
}

/** The bytes at `url`, reporting each chunk as it arrives. */
async function download(url: string, onProgress: (progress: Download) => void, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new PartLoadFailed(`${response.status} ${response.statusText}`.trim());
  const length = Number(response.headers.get('content-length'));
  // A compressed answer's Content-Length counts compressed bytes: no total then.
  const total = length > 0 && !response.headers.get('content-encoding') ? length : null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.buffer;
}

export async function loadPartBytes(
  source: PartSource,
  onProgress: (progress: Download) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  if ('bytes' in source) return source.bytes;
  const details = await fileDetails(source.fileId, signal);
  onProgress({ loaded: 0, total: details.size });
  return download(details.downloadUrl, onProgress, signal);
}

export interface PartFacets {
  /** 9 floats a facet. */
  positions: Float32Array;
  normals: Float32Array;
}

export function parseStl(bytes: ArrayBuffer): PartFacets {
  let geometry;
  try {
    geometry = new STLLoader().parse(bytes);
  } catch (error) {
    throw new PartLoadFailed(error instanceof Error ? error.message : String(error));
  }
  const positions = geometry.getAttribute('position')?.array as Float32Array | undefined;
  const normals = geometry.getAttribute('normal')?.array as Float32Array | undefined;
  return { positions: positions ?? new Float32Array(), normals: normals ?? new Float32Array() };
}

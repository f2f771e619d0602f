/**
 * The dataset's cameras as a twin solved them, from its twin.json (`cameras`, written by the job's
 * scene stage since the `cameras` stage): each recorded camera solved or not (with the reason), its
 * recorded resolution, and the archive paths of its background plate and check image.
 */
export interface TwinDatasetCamera {
  key: string;
  solved: boolean;
  reason: string | null;
  width: number | null;
  height: number | null;
  /** Archive path (`<twin id>/cameras/<key>/check.png`): recording | render | overlay at three moments. */
  check: string | null;
  plate: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The dataset cameras of a twin.json document; null for a twin built before the `cameras` stage. */
export function datasetCamerasOf(twinDocument: unknown, twinId: string): TwinDatasetCamera[] | null {
  if (!isRecord(twinDocument) || !Array.isArray(twinDocument.cameras)) return null;
  const inArchive = (path: unknown) => (typeof path === 'string' ? `${twinId}/${path}` : null);
  return twinDocument.cameras.filter(isRecord).flatMap((camera) => {
    const key = text(camera.key);
    if (key === null) return [];
    return [{ key, solved: camera.solved === true, reason: text(camera.reason), width: count(camera.width), height: count(camera.height), check: inArchive(camera.check), plate: inArchive(camera.plate) }];
  });
}

/** Archive paths a client may fetch one by one (`/v1/twins/{id}/files/{path}`): the preview and each camera's images. */
export function isServedTwinFile(twinId: string, path: string): boolean {
  return path === `${twinId}/preview.png` || new RegExp(`^${twinId}/cameras/[^/]+/(check|plate)\\.png$`).test(path);
}

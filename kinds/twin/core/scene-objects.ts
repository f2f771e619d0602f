/**
 * What a twin's scene holds for pick_place, from its twin.json (`measurements.objects`, and the
 * calibrate stage's solved objects, table height and place target where the twin has that stage;
 * else the kinematics stage's table height): the objects, the recorded pick and release positions
 * (null when the objects came from `config.objects`), the place target (where a released object
 * comes to rest, under the release point), metres in the robot base frame.
 */
export interface TwinSceneObjects {
  objects: { name: string; size_m: number[] | number; pos: number[] }[];
  pick: number[] | null;
  release: number[] | null;
  place: number[] | null;
  table_height_m: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const point = (value: unknown): number[] | null => (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'number') ? (value as number[]) : null);

/** The scene objects of a twin.json document, or null when it has no objects measurement (a document this code does not know). */
export function sceneObjectsOf(twinDocument: unknown): TwinSceneObjects | null {
  const measurements = isRecord(twinDocument) && isRecord(twinDocument.measurements) ? twinDocument.measurements : null;
  const objects = measurements && isRecord(measurements.objects) ? measurements.objects : null;
  if (!objects || !Array.isArray(objects.objects)) return null;
  const kinematics = isRecord(measurements!.kinematics) ? measurements!.kinematics : {};
  const calibrated = isRecord(measurements!.calibrate) ? measurements!.calibrate : {};
  const solved = Array.isArray(calibrated.objects) ? calibrated.objects : objects.objects;
  const table = typeof calibrated.table_height_m === 'number' ? calibrated.table_height_m : kinematics.table_height_m;
  return {
    objects: solved.filter(isRecord).map((o) => ({ name: String(o.name), size_m: (o.size_m as number[] | number) ?? null, pos: (o.pos as number[]) ?? null })),
    pick: point(objects.pick),
    release: point(objects.release),
    place: point(calibrated.place),
    table_height_m: typeof table === 'number' ? table : null,
  };
}

import { resourceNotFound, twinNotReady } from '../../../core/errors.js';
import { presentTwin, type TwinDownloadView, type TwinLive } from '../core/present.js';
import { findTwin, findTwinFileKey, listTwins, pageTwinFiles, type TwinRow } from '../db/twin-rows.js';
import type { TwinLiveState } from '../contracts/twin.js';
import { TWIN } from '../application/create.js';
import type { DownloadAdapter, KindAdapter } from '../../../api/resources/kind.js';
import { listFiltersOf } from '../../../api/resources/list-query.js';
import { runOperation } from '../../../api/resources/run-operation.js';
import { storedObjectLink } from '../../../api/resources/stored-object.js';
import type { RouteContext } from '../../../api/route-context.js';
import { Twin, TwinFile, TwinIdParam } from './schemas.js';

/** The OpenAPI tag of every twin route. */
export const TWINS_TAG = 'Twins (private beta)';

/** A succeeded twin with its archive; 409 `twin_not_ready` before. */
function succeeded(row: TwinRow): TwinRow & { archive: NonNullable<TwinRow['archive']> } {
  if (row.status !== 'succeeded' || !row.archive) throw twinNotReady(row.id, row.status);
  return { ...row, archive: row.archive };
}

/** `/archive` (the scene as a .tar.gz) and `/preview` (its PNG). */
const TWIN_DOWNLOADS: DownloadAdapter<TwinRow>[] = [
  {
    name: 'archive',
    summary: "The twin's scene as one .tar.gz (`<twin id>/scene.xml`, `assets/`, `twin.json`, `preview.png`, `cameras/<key>/plate.png` and `check.png`)",
    description: 'A 302 to a signed storage link, or the archive streamed through this API (Authorization needed) when signing is off. 409 `twin_not_ready` until the twin has succeeded.',
    mediaType: 'application/gzip',
    object: (row) => {
      const { archive } = succeeded(row);
      return { key: archive.storage_key, filename: archive.filename };
    },
  },
  {
    name: 'preview',
    summary: "The twin's rendered preview (PNG from the scene camera at the episode's first pose)",
    mediaType: 'image/png',
    object: (row) => {
      const { archive } = succeeded(row);
      if (!archive.preview_key) throw resourceNotFound(`${row.id}/preview`, 'id');
      return { key: archive.preview_key, filename: null };
    },
  },
];

/** What the standard routes (list, get, cancel, files, archive, preview) need to know of twins. */
export function twinAdapter(ctx: RouteContext): KindAdapter<TwinRow, TwinLiveState> {
  const { sql, config, storage } = ctx.deps;

  const link = (key: string, fallbackPath: string) => storedObjectLink(storage, config.publicBaseUrl, key, fallbackPath);

  const download = (row: TwinRow): TwinDownloadView | undefined => {
    if (row.status !== 'succeeded' || !row.archive) return undefined;
    const archive = link(row.archive.storage_key, `/v1/twins/${row.id}/archive`);
    return {
      ...archive,
      filename: row.archive.filename,
      bytes: Number(row.archive.bytes),
      sha256: row.archive.sha256,
      scene: row.archive.scene,
      preview_url: row.archive.preview_key ? link(row.archive.preview_key, `/v1/twins/${row.id}/preview`).url : null,
    };
  };

  return {
    kind: TWIN,
    tag: TWINS_TAG,
    schema: Twin,
    listName: 'TwinList',
    idParam: TwinIdParam,
    find: (accountId, id) => findTwin(sql, accountId, id),
    list: (accountId, query) => listTwins(sql, accountId, { limit: query.limit, startingAfter: query.starting_after ?? null }, listFiltersOf(query)),
    present: (row, { live }) => presentTwin(row, { live: live as TwinLive | undefined, download: download(row) }),
    presentList: (rows) => rows.map((r) => presentTwin(r, { download: download(r) })),
    rowProgress: (row) => ({ eta_seconds: row.eta_seconds, ...(row.camera ? { camera: row.camera } : {}) }),
    operation: runOperation,
    summaries: { list: 'List twins, newest first', get: 'One twin, with its live stage and progress', cancel: 'Stop a building twin' },
    descriptions: { cancel: 'Its finished stages are kept for `resume`.' },
    files: {
      ready: (row) => void succeeded(row),
      list: { object: 'twin_file', schema: TwinFile, listName: 'TwinFileList', defaultLimit: 10, page: (id, limit, after) => pageTwinFiles(sql, id, limit, after) },
      find: async (row, path) => {
        const key = await findTwinFileKey(sql, row.id, path);
        return key ? { key, filename: null } : undefined;
      },
      redirectWhenSigned: true,
      summary: { list: "A succeeded twin's files (path, bytes, sha256), in path order", file: "One image of a succeeded twin: its preview or a camera's plate or check image" },
      description: {
        list: 'Paginate by passing the last path of a page as `starting_after`. 409 `twin_not_ready` until the twin has succeeded.',
        file: '`{path}` as the file list gives it: `<twin id>/preview.png`, `<twin id>/cameras/<key>/check.png` (recording | render | overlay at three moments) or `<twin id>/cameras/<key>/plate.png` (the scene without the robot). Every other file is in the archive only (404). A 302 to a signed link, or streamed through this API when signing is off. 409 `twin_not_ready` until the twin has succeeded.',
      },
    },
    downloads: TWIN_DOWNLOADS,
  };
}

import type { DownloadAdapter } from './kind.js';

/**
 * A kind's `GET …/{id}/archive` of its outputs as one zip: `archive` reads where the row stored it,
 * throwing the kind's 409 (named in `notReady`) while it does not exist yet.
 */
export function zipArchiveDownload<Row>(input: { summary: string; notReady: string; archive: (row: Row) => { storage_key: string; filename: string } }): DownloadAdapter<Row> {
  return {
    name: 'archive',
    summary: input.summary,
    description: `A 302 to a signed storage link, or the zip streamed through this API when signing is off. 409 ${input.notReady}.`,
    mediaType: 'application/zip',
    object: (row) => {
      const archive = input.archive(row);
      return { key: archive.storage_key, filename: archive.filename };
    },
  };
}

import { join } from 'node:path';
import { nothing } from 'lit-html';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/config.js';

interface Template {
  strings: readonly string[];
  values: unknown[];
}
const { page } = (await import(join(PROJECT_ROOT, 'kinds/twin/console/twin.js'))) as { page: { actions(data: unknown): Template | typeof nothing } };

describe("a run page's own actions (a detail page's `actions`, drawn by pages/run.js beside Run again)", () => {
  it("a succeeded twin's page offers Train RL in this twin, with the twin chosen; a twin still building does not", () => {
    const offered = page.actions({ twin: { id: 'twin_01JABCDEFGHJKMNPQRSTVWXYZ0', status: 'succeeded' } }) as Template;
    expect(offered.strings.join('…')).toBe('<a class="button" id="train-rl" href="/console/new/rl_run?twin=…">Train RL in this twin</a>');
    expect(offered.values).toEqual(['twin_01JABCDEFGHJKMNPQRSTVWXYZ0']);
    expect(page.actions({ twin: { id: 'twin_01JABCDEFGHJKMNPQRSTVWXYZ0', status: 'processing' } })).toBe(nothing);
  });
});

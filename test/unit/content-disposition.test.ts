import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../api/content-disposition.js';

describe('Content-Disposition of a stored file', () => {
  it('quotes a plain name as it is', () => {
    expect(contentDisposition('attachment', 'scene.xml')).toBe('attachment; filename="scene.xml"');
  });

  it('gives odd names an ASCII fallback and the exact name in filename* (RFC 6266 / 5987)', () => {
    expect(contentDisposition('attachment', 'odd "näme"\\.xml')).toBe(`attachment; filename="odd _n_me__.xml"; filename*=UTF-8''odd%20%22n%C3%A4me%22%5C.xml`);
    const injected = contentDisposition('inline', 'a.png\r\nSet-Cookie: x=1');
    expect(injected).not.toMatch(/[\r\n]/);
    expect(injected).toContain(`filename*=UTF-8''a.png%0D%0ASet-Cookie%3A%20x%3D1`);
  });
});

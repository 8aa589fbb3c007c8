import type { Rollup } from 'vite';
import { filesOf } from './prerender-plugin';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Rollup.OutputChunk;

describe('the files a prerendered page fetches for its screen', () => {
  it('are the screen chunk and everything it imports, each once', () => {
    const chunks = [
      chunk('assets/Join.js', ['assets/fields.js', 'assets/shell.js'], '/app/src/Join.tsx'),
      chunk('assets/fields.js', ['assets/shell.js']),
      chunk('assets/shell.js', []),
      chunk('assets/Other.js', ['assets/shell.js'], '/app/src/Other.tsx'),
    ];
    expect(filesOf(chunks, (c) => c.facadeModuleId === '/app/src/Join.tsx').sort()).toEqual([
      '/assets/Join.js',
      '/assets/fields.js',
      '/assets/shell.js',
    ]);
  });
});

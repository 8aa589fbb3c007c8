import { describeCycles, featureCycles, featureImports } from './feature-cycles';

const DIR = '/repo/src/features';
const file = (path: string, text: string) => ({ path: `${DIR}/${path}`, text });

describe('feature import cycles', () => {
  it('sees static, re-exported and lazy imports of another feature, and ignores its own and packages', () => {
    const imports = featureImports(
      [
        file('a/index.ts', "export { x } from './x';\nexport { y } from '../b';"),
        file('a/components/A.tsx', "import React from 'react';\nimport { m } from '../../c/model';"),
        file('a/queries.ts', "const later = () => import('../d');\nimport { k } from '../../../lib/k';"),
      ],
      DIR,
    );
    expect(imports.map((i) => `${i.from}>${i.to}`)).toEqual(['a>b', 'a>c', 'a>d']);
  });

  it('finds a two-way dependency and a longer loop, but not a one-way chain', () => {
    const imports = featureImports(
      [
        file('a/x.ts', "import '../b';"),
        file('b/x.ts', "import '../a/model';"),
        file('c/x.ts', "import '../d';"),
        file('d/x.ts', "import '../e';"),
        file('e/x.ts', "import '../c';"),
        file('f/x.ts', "import '../a';"),
      ],
      DIR,
    );
    expect(featureCycles(imports)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('names each edge of a loop with a file that makes it', () => {
    const imports = featureImports(
      [file('a/x.ts', "import '../b';"), file('b/components/Y.tsx', "import { z } from '../../a';")],
      DIR,
    );
    expect(describeCycles(imports, '/repo')).toEqual([
      [
        'Import cycle between features: a → b → a',
        "  a → b: src/features/a/x.ts imports '../b'",
        "  b → a: src/features/b/components/Y.tsx imports '../../a'",
      ].join('\n'),
    ]);
  });

  it('shows the shortest way round a larger loop, and which features it takes in', () => {
    const imports = featureImports(
      [
        file('a/x.ts', "import '../b';"),
        file('b/x.ts', "import '../c';"),
        file('c/x.ts', "import '../a';\nimport '../b';"),
      ],
      DIR,
    );
    expect(describeCycles(imports, '/repo')[0]?.split('\n')).toEqual([
      'Import cycle between features: b → c → b (the loop takes in a, b, c)',
      "  b → c: src/features/b/x.ts imports '../c'",
      "  c → b: src/features/c/x.ts imports '../b'",
    ]);
  });

  it('passes when there is no loop', () => {
    expect(featureCycles(featureImports([file('a/x.ts', "import '../b';")], DIR))).toEqual([]);
  });
});

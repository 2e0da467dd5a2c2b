/**
 * Files that import each other, in api/src and web/src (decision 0180): madge (pinned in
 * package.json, runs offline) follows every import, `import type` and lazy `import()` included,
 * since a type imported back is a circle all the same. `bun run test static` fails on any.
 */
import madge from 'madge'

const root = new URL('../..', import.meta.url).pathname

/** Each cycle as the files in it, relative to the repository's root. */
export async function importCycles(): Promise<string[][]> {
  const graph = await madge(['api/src', 'web/src'], {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    // tsconfig.base.json's resolution, given inline: madge's own reading of a tsconfig file needs
    // the JavaScript API of TypeScript 5, which TypeScript 7 (the one installed) no longer has.
    tsConfig: { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', allowImportingTsExtensions: true } },
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return graph.circular()
}

if (import.meta.main) {
  const cycles = await importCycles()
  for (const cycle of cycles) console.log(`${cycle.join(' → ')} → ${cycle[0]}`)
  console.log(`${cycles.length} import cycles in api/src and web/src`)
  process.exit(cycles.length === 0 ? 0 : 1)
}

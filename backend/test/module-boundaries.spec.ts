import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Module ownership, checked on the source: a module reaches another module's tables only through that module's
 * services (entity classes may still relate to each other), `common/` depends on no module, and no two modules
 * depend on each other, directly or around a loop.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) {
    return statement.isTypeOnly || (!!statement.exportClause && ts.isNamedExports(statement.exportClause) && statement.exportClause.elements.every((e) => e.isTypeOnly));
  }
  const clause = statement.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const to = resolve(dirname(file), specifier.text.replace(/\.js$/, '.ts'));
    return [{ from: relative(SRC, file), to: relative(SRC, to), typeOnly: isTypeOnly(statement) }];
  });
}

/** `modules/<name>` or `common` for a path under src/, else null (config, database, integrations, the app). */
function moduleOf(path: string): string | null {
  const [top, name] = path.split('/');
  if (top === 'common') return 'common';
  return top === 'modules' && name ? `modules/${name}` : null;
}

const isEntityFile = (path: string) => path.split('/').includes('entities');

/** Every import that breaks ownership, as "from -> to". */
function boundaryViolations(imports: Import[]): string[] {
  return imports
    .filter(({ from, to, typeOnly }) => {
      const source = moduleOf(from);
      const target = moduleOf(to);
      if (source === 'common') return target !== null && target !== 'common';
      if (!source || !target || source === target || isEntityFile(from)) return false;
      return isEntityFile(to) && !typeOnly;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Each loop in the module graph (entity files' relations left out), as "a -> b -> a". */
function moduleCycles(imports: Import[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const source = moduleOf(from);
    const target = moduleOf(to);
    if (!source || !target || source === target || isEntityFile(from)) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
  }
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path[path.length - 1]) ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) {
        const loop = path.slice(start);
        const first = loop.indexOf([...loop].sort()[0]);
        const canonical = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...canonical, canonical[0]].join(' -> '));
      } else walk([...path, next]);
    }
  };
  for (const module of edges.keys()) walk([module]);
  return [...cycles].sort();
}

/** Each import of a migration that reaches outside `database/`, as "from -> to". */
function migrationViolations(imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => from.startsWith('database/migrations/') && !to.startsWith('database/'))
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('module boundaries', () => {
  const imports = sourceFiles(SRC).flatMap(importsOf);

  it('reads the import graph', () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it('no service, controller or helper imports another module’s entities except as a type, and common imports no module', () => {
    expect(boundaryViolations(imports)).toEqual([]);
  });

  it('no import cycles between modules', () => {
    expect(moduleCycles(imports)).toEqual([]);
  });

  it('migrations import no live code outside database/ (a later edit of a module must not change what an old migration does)', () => {
    expect(migrationViolations(imports)).toEqual([]);
  });

  it('tells a type-only import from a value import', () => {
    const file = (from: string, to: string, typeOnly: boolean): Import => ({ from, to, typeOnly });
    expect(boundaryViolations([
      file('modules/a/a.service.ts', 'modules/b/entities/b.entity.ts', true),
      file('modules/a/entities/a.entity.ts', 'modules/b/entities/b.entity.ts', false),
      file('modules/a/a.service.ts', 'modules/b/entities/b.entity.ts', false),
      file('common/x.ts', 'modules/b/b.service.ts', true),
    ])).toEqual(['modules/a/a.service.ts -> modules/b/entities/b.entity.ts', 'common/x.ts -> modules/b/b.service.ts']);
    expect(moduleCycles([file('modules/a/a.ts', 'modules/b/b.ts', true), file('modules/b/b.ts', 'modules/c/c.ts', false), file('modules/c/c.ts', 'modules/a/a.ts', false)]))
      .toEqual(['modules/a -> modules/b -> modules/c -> modules/a']);
    expect(migrationViolations([
      file('database/migrations/1-A.ts', 'modules/calls/call-days.ts', false),
      file('database/migrations/1-A.ts', 'common/utc-day.ts', true),
      file('database/migrations/1-A.ts', 'database/append-only-counts.ts', false),
    ])).toEqual(['database/migrations/1-A.ts -> modules/calls/call-days.ts', 'database/migrations/1-A.ts -> common/utc-day.ts']);
  });
});

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { PERSONAL_DATA } from './personal-data.js';

/**
 * The map is checked against the event types as declared: every exported `...Event` union of the
 * contracts is read with the TypeScript checker, and each string its data can hold must be
 * classified. A new event, or a new string field on one, fails here until the map says whose it is.
 */
const here = dirname(fileURLToPath(import.meta.url));

function declaredEventStrings(): Map<string, Set<string>> {
  const program = ts.createProgram([join(here, 'index.ts')], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(join(here, 'index.ts'));
  const module = entry === undefined ? undefined : checker.getSymbolAtLocation(entry);
  if (module === undefined) throw new Error('the contracts entry did not load');

  const strings = new Map<string, Set<string>>();
  const collect = (type: ts.Type, path: string, into: Set<string>, seen: readonly ts.Type[]): void => {
    if (seen.includes(type)) return;
    const inside = [...seen, type];
    if (type.isUnion()) {
      for (const member of type.types) collect(member, path, into, inside);
      return;
    }
    if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral)) {
      into.add(path);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return;
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const element of checker.getTypeArguments(type as ts.TypeReference))
        collect(element, `${path}[]`, into, inside);
      return;
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      collect(propertyType, path === '' ? property.name : `${path}.${property.name}`, into, inside);
    }
  };

  for (const exported of checker.getExportsOfModule(module)) {
    if (!exported.name.endsWith('Event') || !(exported.flags & ts.SymbolFlags.TypeAlias)) continue;
    const union = checker.getDeclaredTypeOfSymbol(exported);
    for (const member of union.isUnion() ? union.types : [union]) {
      const typeProperty = member.getProperty('type');
      const dataProperty = member.getProperty('data');
      if (typeProperty === undefined || dataProperty === undefined) continue;
      const names = checker.getTypeOfSymbol(typeProperty);
      const data = checker.getTypeOfSymbol(dataProperty);
      // Item events name their change apart (`change: 'Edited'`), each of the kinds' types ending in it.
      const changeProperty = member.getProperty('change');
      const change = changeProperty === undefined ? undefined : checker.getTypeOfSymbol(changeProperty);
      for (const name of names.isUnion() ? names.types : [names]) {
        if (!name.isStringLiteral()) throw new Error(`${exported.name} has a type that is not a literal`);
        if (change?.isStringLiteral() === true && !name.value.endsWith(change.value)) continue;
        const paths = strings.get(name.value) ?? new Set<string>();
        collect(data, '', paths, []);
        strings.set(name.value, paths);
      }
    }
  }
  return strings;
}

const covers = (classified: string, path: string): boolean =>
  path === classified || path.startsWith(`${classified}.`) || path.startsWith(`${classified}[]`);

describe('the personal-data map', () => {
  const declared = declaredEventStrings();

  it('finds the event unions it checks (the walk itself works)', () => {
    expect(declared.get('CreatorProfileUpdated')).toEqual(expect.any(Set));
    expect([...(declared.get('CreatorProfileUpdated') ?? [])]).toEqual(
      expect.arrayContaining(['creatorId', 'changes.bio', 'changes.avatar.variants[].hash']),
    );
    expect(declared.has('ComponentCreated')).toBe(true);
    expect(declared.has('AccountErased')).toBe(true);
    expect(declared.size).toBeGreaterThan(70);
  });

  it('has an entry for every event type, and none for a type that does not exist', () => {
    expect([...PERSONAL_DATA.keys()].sort()).toEqual([...declared.keys()].sort());
  });

  it('classifies every string each event can carry', () => {
    const unclassified = [...declared].flatMap(([type, paths]) => {
      const entry = PERSONAL_DATA.get(type);
      const classified = [...(entry?.other ?? []), ...Object.keys(entry?.personal?.fields ?? {})];
      return [...paths]
        .filter((path) => !classified.some((known) => covers(known, path)))
        .map((path) => `${type}.${path}`);
    });
    expect(unclassified).toEqual([]);
  });

  it('names only paths that exist, and a subject that is one of the event’s strings', () => {
    const stale = [...PERSONAL_DATA].flatMap(([type, entry]) => {
      const paths = [...(declared.get(type) ?? [])];
      const named = [...entry.other, ...Object.keys(entry.personal?.fields ?? {})];
      const missing = named.filter((known) => !paths.some((path) => covers(known, path)));
      const subject = entry.personal?.subject;
      if (subject !== undefined && !entry.other.includes(subject)) missing.push(`subject ${subject}`);
      return missing.map((path) => `${type}.${path}`);
    });
    expect(stale).toEqual([]);
  });
});

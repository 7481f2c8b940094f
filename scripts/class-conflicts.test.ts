import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import * as ts from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';
import { describe, expect, it } from 'vitest';

/**
 * `cn()` (apps/web/src/components/ui/cn.ts) only joins class names: tailwind-merge is kept out of the browser bundle
 * (ADR 082, the bundle budget). Two classes for the same CSS property in one class list are then settled by the
 * order of Tailwind's CSS, not by their order in the list, so this audit keeps every list free of them.
 *
 * It reads apps/web/src with the TypeScript compiler API, finds every `cn(...)` call and collects the strings that
 * can reach each argument: literals, both sides of `?:`, `&&`, `||` and `??`, template literals without expressions,
 * constants (also imported ones and `as const` records indexed by a variable), functions returning a class list,
 * and, for a parameter or prop of the surrounding component or function (`className`, `extra`), what its callers
 * pass at their JSX or call sites across apps/web/src. For every combination it asks tailwind-merge, which `cn` used
 * to be: a class that `twMerge` drops from the plain join is a conflict, and the join would look different.
 *
 * An argument it cannot resolve is listed in UNRESOLVED with the reason it is safe; a new one fails the test.
 *
 * Long file: one audit, the resolver of every kind of expression that can carry classes, kept together.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');

/** Arguments the audit cannot follow, by `file:line text`, with why no conflict can come from them. */
const UNRESOLVED: Record<string, string> = {};

/** A class list that can reach an argument, and the call site it came from when it came through a prop. */
interface Value {
  text: string;
  via?: string;
}

/** apps/web/src's source files (tests left out), parsed by the TypeScript 7 compiler through its API. */
function parseWebSources(): Map<string, ts.SourceFile> {
  const api = new API({ cwd: ROOT });
  try {
    const project = api.updateSnapshot({ openProjects: [path.join(ROOT, 'apps/web/tsconfig.json')] }).getProjects()[0];
    if (!project) throw new Error('apps/web/tsconfig.json did not open');
    const parsed = new Map<string, ts.SourceFile>();
    for (const fileName of project.program.getSourceFileNames()) {
      const file = path.resolve(fileName);
      if (!file.startsWith(WEB_SRC + path.sep) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const sf = project.program.getSourceFile(fileName);
      if (sf) parsed.set(file, sf);
    }
    return parsed;
  } finally {
    api.close();
  }
}

const files = parseWebSources();

function where(node: ts.Node): string {
  const sf = node.getSourceFile();
  const line = sf.text.slice(0, node.getStart(sf)).split('\n').length;
  return `${path.relative(WEB_SRC, path.resolve(sf.fileName))}:${line}`;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function unwrap(expr: ts.Expression): ts.Expression {
  let e = expr;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return e;
}

const isFunction = (
  node: ts.Node,
): node is ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);

const isCnCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn';

/** Every call site of apps/web/src, by the name of what is called or rendered. */
const callSites = new Map<string, Array<ts.CallExpression | ts.JsxOpeningLikeElement>>();
for (const sf of files.values()) {
  walk(sf, (node) => {
    let name: string | undefined;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) name = node.expression.text;
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName))
      name = node.tagName.text;
    if (name === undefined) return;
    const list = callSites.get(name) ?? [];
    list.push(node as ts.CallExpression | ts.JsxOpeningLikeElement);
    callSites.set(name, list);
  });
}

class Unresolved extends Error {
  constructor(readonly node: ts.Node) {
    super(`${where(node)} ${node.getText()}`);
  }
}

/** The declaration an identifier refers to: in the enclosing scopes of its file, then through an import. */
function declarationOf(id: ts.Identifier): ts.Node | undefined {
  const name = id.text;
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (isFunction(scope)) {
      for (const param of scope.parameters) {
        const found = bindingIn(param.name, name);
        if (found) return found;
      }
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
      for (const statement of scope.statements) {
        if (ts.isVariableStatement(statement)) {
          for (const decl of statement.declarationList.declarations) {
            const found = bindingIn(decl.name, name);
            if (found) return found;
          }
        }
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
        if (ts.isImportDeclaration(statement)) {
          const named = statement.importClause?.namedBindings;
          if (named && ts.isNamedImports(named)) {
            const spec = named.elements.find((el) => el.name.text === name);
            if (spec) return importedDeclaration(statement, (spec.propertyName ?? spec.name).text);
          }
        }
      }
    }
  }
  return undefined;
}

function bindingIn(name: ts.BindingName, wanted: string): ts.Node | undefined {
  if (ts.isIdentifier(name)) return name.text === wanted ? name.parent : undefined;
  for (const element of name.elements) {
    if (ts.isOmittedExpression(element) || !element.name) continue;
    const found = bindingIn(element.name, wanted);
    if (found) return found;
  }
  return undefined;
}

function importedDeclaration(statement: ts.ImportDeclaration, name: string): ts.Node | undefined {
  const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
  if (!specifier.startsWith('.')) return undefined;
  const sf = files.get(path.resolve(path.dirname(path.resolve(statement.getSourceFile().fileName)), specifier));
  if (!sf) return undefined;
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) {
      const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (decl) return decl;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
  }
  return undefined;
}

/** The function a parameter belongs to, the name it is called or rendered by, and which argument or prop it is. */
function parameterSource(decl: ts.Node): { name: string; prop?: string; index: number; fallback?: ts.Expression } | undefined {
  let node = decl;
  let prop: string | undefined;
  const fallback = ts.isBindingElement(decl) || ts.isParameterDeclaration(decl) ? decl.initializer : undefined;
  if (ts.isBindingElement(node)) {
    prop = (node.propertyName ?? node.name)?.getText();
    while (ts.isBindingElement(node) || ts.isObjectBindingPattern(node)) node = node.parent;
  }
  if (!ts.isParameterDeclaration(node)) return undefined;
  const fn = node.parent;
  if (!isFunction(fn)) return undefined;
  const index = fn.parameters.indexOf(node);
  let name: string | undefined;
  if (ts.isFunctionDeclaration(fn)) name = fn.name?.text;
  else {
    // const X = (…) => …, or const X = forwardRef(function X(…) {…})
    let up: ts.Node = fn.parent;
    while (ts.isCallExpression(up) || ts.isParenthesizedExpression(up)) up = up.parent;
    if (ts.isVariableDeclaration(up) && ts.isIdentifier(up.name)) name = up.name.text;
  }
  if (!name) return undefined;
  return { name, prop, index, fallback };
}

function combine(lists: Value[][]): Value[] {
  let out: Value[] = [{ text: '' }];
  for (const list of lists) {
    out = out.flatMap((a) => list.map((b) => ({ text: `${a.text} ${b.text}`.trim(), via: b.via ?? a.via })));
  }
  return dedupe(out);
}

function dedupe(values: Value[]): Value[] {
  const seen = new Map<string, Value>();
  for (const value of values) if (!seen.has(`${value.text}\0${value.via}`)) seen.set(`${value.text}\0${value.via}`, value);
  return [...seen.values()];
}

/** The object literals an expression can be (a record of classes, or one entry of a record of records). */
function objectsOf(expr: ts.Expression): ts.ObjectLiteralExpression[] {
  const e = unwrap(expr);
  if (ts.isObjectLiteralExpression(e)) return [e];
  if (ts.isIdentifier(e)) {
    const decl = declarationOf(e);
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return objectsOf(decl.initializer);
  }
  if (ts.isElementAccessExpression(e)) {
    return objectsOf(e.expression).flatMap((obj) =>
      obj.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? objectsOf(p.initializer) : [])),
    );
  }
  throw new Unresolved(e);
}

function propertyValues(objects: ts.ObjectLiteralExpression[], name: string | undefined, stack: Set<ts.Node>): Value[] {
  return dedupe(
    objects.flatMap((obj) =>
      obj.properties.flatMap((p) => {
        if (!ts.isPropertyAssignment(p)) throw new Unresolved(p);
        if (name !== undefined && p.name.getText() !== name) return [];
        return resolve(p.initializer, stack);
      }),
    ),
  );
}

/** What the callers of a function or component pass for one of its parameters or props. */
function passedValues(source: NonNullable<ReturnType<typeof parameterSource>>, stack: Set<ts.Node>): Value[] {
  // The default counts too: a function can also be passed on without a call (NavLink's className={linkClass}).
  const values: Value[] = source.fallback ? resolve(source.fallback, stack) : [];
  for (const site of callSites.get(source.name) ?? []) {
    if (ts.isCallExpression(site)) {
      const arg = site.arguments[source.index];
      if (source.prop !== undefined) {
        if (!arg) values.push({ text: '', via: where(site) });
        else if (ts.isObjectLiteralExpression(unwrap(arg)))
          values.push(...withVia(propertyValues([unwrap(arg) as ts.ObjectLiteralExpression], source.prop, stack), site));
        else throw new Unresolved(arg);
      } else values.push(...(arg ? withVia(resolve(arg, stack), site) : [{ text: '', via: where(site) }]));
      continue;
    }
    if (source.prop === undefined) throw new Unresolved(site);
    const attr = site.attributes.properties.find(
      (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === source.prop,
    );
    if (!attr?.initializer) values.push({ text: '', via: where(site) });
    else if (ts.isStringLiteral(attr.initializer)) values.push({ text: attr.initializer.text, via: where(site) });
    else if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression)
      values.push(...withVia(resolve(attr.initializer.expression, stack), site));
    else throw new Unresolved(attr);
  }
  return dedupe(values);
}

function withVia(values: Value[], site: ts.Node): Value[] {
  return values.map((v) => ({ text: v.text, via: v.via ?? where(site) }));
}

/** Every class list an expression can evaluate to ('' for nothing). Throws Unresolved when it cannot tell. */
function resolve(expr: ts.Expression, stack: Set<ts.Node> = new Set()): Value[] {
  const e = unwrap(expr);
  if (stack.has(e)) return [];
  const inner = new Set(stack).add(e);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [{ text: e.text }];
  if (e.kind === ts.SyntaxKind.NullKeyword || e.kind === ts.SyntaxKind.FalseKeyword) return [{ text: '' }];
  if (ts.isIdentifier(e) && e.text === 'undefined') return [{ text: '' }];
  if (ts.isConditionalExpression(e)) return dedupe([...resolve(e.whenTrue, inner), ...resolve(e.whenFalse, inner)]);
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return dedupe([{ text: '' }, ...resolve(e.right, inner)]);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return dedupe([...resolve(e.left, inner).filter((v) => v.text !== ''), ...resolve(e.right, inner)]);
  }
  if (ts.isTemplateExpression(e)) {
    const parts: Value[][] = [[{ text: e.head.text }]];
    for (const span of e.templateSpans) parts.push(resolve(span.expression, inner), [{ text: span.literal.text }]);
    return combine(parts);
  }
  if (isCnCall(e)) return combine(e.arguments.map((arg) => resolve(arg, inner)));
  if (ts.isElementAccessExpression(e)) return propertyValues(objectsOf(e.expression), undefined, inner);
  if (ts.isPropertyAccessExpression(e)) {
    const hint = HINTS[`${path.relative(WEB_SRC, path.resolve(e.getSourceFile().fileName))} ${e.getText()}`];
    if (hint) return resolve(hint(e.getSourceFile()), inner);
    return propertyValues(objectsOf(e.expression), e.name.text, inner);
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression)) {
    const decl = declarationOf(e.expression);
    const fn =
      decl && ts.isVariableDeclaration(decl) && decl.initializer ? unwrap(decl.initializer) : (decl as ts.Node | undefined);
    if (fn && (ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && fn.body) {
      if (!ts.isBlock(fn.body)) return resolve(fn.body, inner);
      const returns = fn.body.statements.filter(ts.isReturnStatement);
      if (returns.length > 0 && returns.every((r) => r.expression))
        return dedupe(returns.flatMap((r) => resolve(r.expression as ts.Expression, inner)));
    }
  }
  if (ts.isIdentifier(e)) {
    const decl = declarationOf(e);
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return resolve(decl.initializer, inner);
    const source = decl && parameterSource(decl);
    if (source) return passedValues(source, inner);
  }
  throw new Unresolved(e);
}

/** Property accesses resolved by hand: the expression in the same file they stand for. */
const HINTS: Record<string, (sf: ts.SourceFile) => ts.Expression> = {
  // The render prop's `control.className` is the FieldShell's own class list.
  'components/ui/field.tsx control.className': (sf) => {
    let found: ts.Expression | undefined;
    walk(sf, (node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'className' && isCnCall(node.initializer))
        found = node.initializer;
    });
    if (!found) throw new Error('field.tsx: the FieldShell no longer sets className with cn()');
    return found;
  },
};

interface Conflict {
  at: string;
  via?: string;
  classes: string;
  dropped: string[];
}

function audit() {
  const conflicts: Conflict[] = [];
  const unresolved: string[] = [];
  let calls = 0;
  let combinations = 0;
  for (const sf of files.values()) {
    if (sf.fileName.endsWith(path.join('components/ui/cn.ts'))) continue;
    walk(sf, (node) => {
      if (!isCnCall(node)) return;
      calls++;
      const lists: Value[][] = [];
      for (const arg of node.arguments) {
        try {
          lists.push(resolve(arg));
        } catch (error) {
          if (!(error instanceof Unresolved)) throw error;
          unresolved.push(`${where(node)} ${error.node.getText()}`);
          lists.push([{ text: '' }]);
        }
      }
      for (const value of combine(lists)) {
        combinations++;
        const joined = value.text.split(/\s+/).filter(Boolean);
        const kept = new Set(twMerge(value.text).split(/\s+/).filter(Boolean));
        const dropped = [...new Set(joined)].filter((c) => !kept.has(c));
        if (dropped.length) conflicts.push({ at: where(node), via: value.via, classes: value.text, dropped });
      }
    });
  }
  return { conflicts, unresolved, calls, combinations };
}

describe('class lists passed to cn()', () => {
  const result = audit();

  it('finds the calls and follows them', () => {
    expect(result.calls).toBeGreaterThan(40);
    expect(result.combinations).toBeGreaterThan(result.calls);
  });

  it('have no two classes for the same property (tailwind-merge would drop one)', () => {
    const lines = result.conflicts.map(
      (c) => `${c.at}${c.via ? ` (className from ${c.via})` : ''}: drops ${c.dropped.join(' ')} from "${c.classes}"`,
    );
    expect(lines).toEqual([]);
  });

  it('leave nothing unresolved but the listed arguments', () => {
    expect(result.unresolved.sort()).toEqual(Object.keys(UNRESOLVED).sort());
  });
});

/**
 * Finds the server's messages for `npm run i18n:extract` (lingui.config.ts): object literals
 * marked with a leading `/*i18n*\/` comment, `{ message: '…', context?: '…', comment?: '…' }`
 * (server/src/i18n/message.ts). The server is compiled by plain `tsc`, without Lingui's macros, so
 * its descriptors carry no id; this gives each the id the macros would (from its text and
 * context), and the server computes the same one when it translates. Lingui's own extractor would
 * skip a descriptor without an explicit id, and an explicit id would hide the English text from
 * the translators of the other languages' PO files.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { ExtractorType } from '@lingui/conf';
import ts from 'typescript';

type Found = { message: string; context?: string; comment?: string; line: number; column: number };

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || property.name.text !== name) continue;
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
    throw new Error(`the ${name} of an /*i18n*/ message must be a string literal`);
  }
  return undefined;
}

function markedObject(node: ts.Node, source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  // The trivia before the node: TypeScript counts a comment on the previous token's line as that token's.
  if (!/\/\*\s*i18n\s*\*\//.test(source.text.slice(node.getFullStart(), node.getStart()))) return undefined;
  let inner: ts.Node = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return ts.isObjectLiteralExpression(inner) ? inner : undefined;
}

/** The context of an export's column headings (server/src/core/export-source.ts). */
export const EXPORT_COLUMN_CONTEXT = 'export column';

/**
 * An export's columns, `/*i18n:columns*\/ 'key:Label,key:Label'`: each label is a message of its own
 * (context EXPORT_COLUMN_CONTEXT), so the spec stays one readable line in its source file.
 */
function markedColumns(node: ts.Node, source: ts.SourceFile): string[] {
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return [];
  if (!/\/\*\s*i18n:columns\s*\*\//.test(source.text.slice(node.getFullStart(), node.getStart()))) return [];
  return node.text.split(',').map((pair) => {
    const [key, label] = pair.split(':') as [string, string | undefined];
    return (label ?? key).trim();
  });
}

export function findDescriptors(fileName: string, code: string): Found[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const object = ts.isObjectLiteralExpression(node) || ts.isParenthesizedExpression(node) ? markedObject(node, source) : undefined;
    if (object) {
      const message = stringProperty(object, 'message');
      const where = source.getLineAndCharacterOfPosition(object.getStart());
      if (message === undefined) throw new Error(`${fileName}:${where.line + 1}: an /*i18n*/ message needs its English text in \`message\``);
      const context = stringProperty(object, 'context');
      const comment = stringProperty(object, 'comment');
      found.push({ message, ...(context ? { context } : {}), ...(comment ? { comment } : {}), line: where.line + 1, column: where.character });
    }
    for (const label of markedColumns(node, source)) {
      const where = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ message: label, context: EXPORT_COLUMN_CONTEXT, line: where.line + 1, column: where.character });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Lingui extractor for the files that use marked descriptors (the server, packages/common). */
export const descriptorExtractor: ExtractorType = {
  match: (fileName) => /[\\/](server|packages[\\/]common)[\\/]src[\\/].*\.ts$/.test(fileName),
  extract: (fileName, code, onMessageExtracted) => {
    for (const { message, context, comment, line, column } of findDescriptors(fileName, code)) {
      onMessageExtracted({ id: generateMessageId(message, context), message, context, comment, origin: [fileName, line, column] });
    }
  },
};

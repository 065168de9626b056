import { join } from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inlineDocuments, readDocumentRegistry } from './graphql-documents';

// The registry is codegen's real output (`npm run codegen` runs before the tests).
const registry = await readDocumentRegistry(join(import.meta.dirname, '..', 'src', '__generated__'));
const SITE_INFO = `
  query SiteInfoQuery {
    site {
      siteName
      siteDescription
      language
      timezone
      maintenanceMode
    }
  }
`;

describe('graphql() documents inlined per module', () => {
  it('replaces a graphql() call with the document codegen wrote for that text', () => {
    const code = `import { graphql } from '../../__generated__';\nexport const SiteInfoQuery = graphql(\`${SITE_INFO}\`);\n`;
    const inlined = inlineDocuments(code, registry, 'operations.ts') ?? '';
    expect(inlined).not.toContain('graphql(`');
    const literal = /export const SiteInfoQuery = \((.*)\);/.exec(inlined)?.[1] ?? '';
    const document = JSON.parse(literal) as DocumentNode;
    const [definition] = document.definitions;
    expect(definition?.kind === Kind.OPERATION_DEFINITION && definition.name?.value).toBe('SiteInfoQuery');
  });

  it('finds the calls after text in any script (offsets as JavaScript counts them), and leaves one in a comment alone', () => {
    const code = `// Writes “Kurse für Sie” 🎓 — graphql(\`query InComment { site { siteName } }\`)\nexport const SiteInfoQuery = graphql(\`${SITE_INFO}\`);\nexport const after = 'ünchanged';\n`;
    const inlined = inlineDocuments(code, registry, 'operations.tsx') ?? '';
    expect(inlined.startsWith('// Writes “Kurse für Sie” 🎓 — graphql(`query InComment { site { siteName } }`)\nexport const SiteInfoQuery = ({"kind":"Document"')).toBe(true);
    expect(inlined.endsWith(');\nexport const after = \'ünchanged\';\n')).toBe(true);
  });

  it('leaves a file without graphql() alone, and refuses a document codegen has not seen', () => {
    expect(inlineDocuments('export const x = 1;', registry, 'x.ts')).toBeNull();
    expect(() => inlineDocuments('graphql(`query Unknown { site { siteName } }`)', registry, 'x.ts')).toThrow(/codegen has not seen/);
  });
});

/**
 * Lingui's macros (`<Trans>`, `useLingui`, `msg`, README › Languages) become plain calls with their
 * message ids at build time, by Lingui's own Babel plugin. Only files that import a macro go through
 * Babel; it parses TypeScript and JSX and prints them back untouched, for Vite's own transform next.
 *
 * (A plugin of a few lines rather than @rolldown/plugin-babel, which declares Node 22 or later and
 * made every `npm install` on the Node 20 this project supports print an engine warning.)
 */
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(?:react|core)\/macro['"]/;

export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?(?:\?.*)?$/, code: MACRO_IMPORT },
      async handler(code, id) {
        const filename = id.split('?')[0] ?? id;
        // `<T>value` is a type assertion in .ts and an element in .tsx: parse each as what it is.
        const typescript = /\.tsx?$/.test(filename);
        const jsx = /x$/.test(filename);
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: [...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])] },
          plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}

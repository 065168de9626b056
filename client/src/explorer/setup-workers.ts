/**
 * Monaco's web workers, bundled by Vite (`?worker`) so the explorer needs no CDN.
 * Same wiring as `graphiql/setup-workers/vite`, but in our own source: Vite's dev-server dependency
 * pre-bundling cannot load `?worker` imports that sit inside node_modules.
 */
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

interface MonacoWorkerEnvironment {
  getWorker: (workerId: string, label: string) => Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment: MonacoWorkerEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};

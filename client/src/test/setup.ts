import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine MUI screens with
// several queries in flight take longer than that to settle, and the tests failed by timing alone.
// A test that should fail still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it leaves out scrollIntoView; every browser has it, and the components
// call it unguarded. A no-op keeps the tests on the browser's contract.
Element.prototype.scrollIntoView = function scrollIntoView() {
  // Nothing to scroll without layout.
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

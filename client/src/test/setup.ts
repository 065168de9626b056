import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lays nothing out, so it leaves out scrollIntoView; every browser has it, and the components
// call it unguarded. A no-op keeps the tests on the browser's contract.
Element.prototype.scrollIntoView = function scrollIntoView() {
  // Nothing to scroll without layout.
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

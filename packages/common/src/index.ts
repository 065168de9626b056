// The one entry point both sides import by name (`@ai-solutions/common`). Everything here runs in
// the browser and in Node alike: no imports from either side, no DOM, no Node built-ins.
export * from './password-strength.js';
export * from './business-contact.js';
export * from './contact-defaults.js';
export * from './public-pages.js';
export * from './app-pages.js';
export * from './applications.js';
export * from './languages.js';
export * from './language-paths.js';

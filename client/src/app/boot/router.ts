// A step of taking over a server-rendered page (app/boot/steps.ts): the router, imported by name so that the
// build keeps only what the app uses of it.
export { createBrowserRouter, RouterProvider } from 'react-router-dom';

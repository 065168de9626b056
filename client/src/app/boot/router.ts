// A step of taking over a server-rendered page (main.tsx): the router, imported by name so that the
// build keeps only what the app uses of it.
export { createBrowserRouter, RouterProvider } from 'react-router-dom';

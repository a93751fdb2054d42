/** Stack floor, layer 2: layer 1 + a react-router data router with one route. */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', Component: () => <p>Fenqi</p> }]);
createRoot(document.body).render(<RouterProvider router={router} />);

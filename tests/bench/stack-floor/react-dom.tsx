/** Stack floor, layer 1 (tests/bench/stack-floor.ts): React rendering one element. */
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(<p>Fenqi</p>);

import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
void startApp().then(({ store, router }) => root.render(<App store={store} router={router} />));

import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../page.css';
import './game.css';
import { App } from './app.js';

// `/?sandbox`: the simulator stepped locally in the browser (QA and the world-rendering tests); its own chunk.
const Sandbox = lazy(() => import('./sandbox.js').then((m) => ({ default: m.Sandbox })));
const sandbox = new URLSearchParams(window.location.search).has('sandbox');

createRoot(document.getElementById('root')!).render(sandbox ? <Suspense><Sandbox /></Suspense> : <App />);

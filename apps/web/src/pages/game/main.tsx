import { createRoot } from 'react-dom/client';
import '../page.css';
import { Sandbox } from './sandbox.js';

createRoot(document.getElementById('root')!).render(<Sandbox />);

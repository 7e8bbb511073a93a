import { createRoot } from 'react-dom/client';
import '../page.css';
import { Gallery } from './gallery.js';

createRoot(document.getElementById('root')!).render(<Gallery />);

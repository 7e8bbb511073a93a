/** admin.html: the admin and researcher console, a separate entry so none of it loads with the game page. */
import { createRoot } from 'react-dom/client';
import './admin.css';
import { ConsoleApp } from './ui/console-app.js';

createRoot(document.getElementById('root')!).render(<ConsoleApp />);

import { createRoot } from 'react-dom/client';
import '../page.css';
import { ScenePreview } from './scene-preview.js';

createRoot(document.getElementById('root')!).render(<ScenePreview />);

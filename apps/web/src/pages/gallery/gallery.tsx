/** QA route: every object type's model in each of its states (gallery.html, ?type=Mug,Fridge to filter). */
import { catalogEntry, displayName } from '@chorehouse/sim';
import { useEffect, useState } from 'react';
import { markReadyAfterFrames } from '../ready.js';
import { galleryCells, type GalleryCell } from './gallery-cells.js';
import { createCellRenderer } from './render-cell.js';

interface Shot extends GalleryCell { readonly src: string }

function typesFromUrl(): string[] | undefined {
  const t = new URLSearchParams(location.search).get('type');
  return t ? t.split(',') : undefined;
}

export function Gallery() {
  const [shots, setShots] = useState<Shot[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    const cells = galleryCells(typesFromUrl());
    setTotal(cells.length);
    const renderer = createCellRenderer();
    let i = 0;
    let cancelled = false;
    const out: Shot[] = [];
    // A batch per frame keeps the page responsive while ~250 cells draw.
    const batch = () => {
      if (cancelled) return;
      for (let n = 0; n < 12 && i < cells.length; n++, i++) out.push({ ...cells[i]!, src: renderer.render(cells[i]!) });
      setShots([...out]);
      if (i < cells.length) requestAnimationFrame(batch);
      else { renderer.dispose(); markReadyAfterFrames(); }
    };
    requestAnimationFrame(batch);
    return () => { cancelled = true; };
  }, []);
  return (
    <>
      <h1>Model gallery · {new Set(shots.map((s) => s.type)).size} types · {shots.length}/{total} views</h1>
      <div className="gallery">
        {shots.map((s) => {
          const size = catalogEntry(s.type).size;
          return (
            <figure key={`${s.type}:${s.state}`} data-type={s.type} data-state={s.state}>
              <img src={s.src} alt={`${displayName(s.type)}, ${s.state}`} />
              <figcaption><b>{s.type}</b>{s.state} · {size.long.toFixed(2)}×{size.short.toFixed(2)}×{size.height.toFixed(2)} m</figcaption>
            </figure>
          );
        })}
      </div>
    </>
  );
}

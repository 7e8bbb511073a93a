/** Renders one gallery cell (a model in one state) to an image with a shared offscreen renderer. */
import { catalogEntry } from '@chorehouse/sim';
import {
  AmbientLight, CircleGeometry, DirectionalLight, Group, HemisphereLight, Mesh, MeshLambertMaterial,
  PerspectiveCamera, Scene, WebGLRenderer,
} from 'three';
import { builderOf, toObject3D, type Dims } from '@chorehouse/render';
import type { GalleryCell } from './gallery-cells.js';

const SIZE = 220;

export interface CellRenderer {
  readonly render: (cell: GalleryCell) => string;
  readonly dispose: () => void;
}

export function createCellRenderer(): CellRenderer {
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setSize(SIZE, SIZE);
  renderer.setClearColor(0xe9edf1);
  const scene = new Scene();
  scene.add(new HemisphereLight(0xfff3e2, 0x7a6450, 1.6), new AmbientLight(0xffffff, 0.35));
  const sun = new DirectionalLight(0xfff0d8, 1.4);
  sun.position.set(2, 4, 3);
  scene.add(sun);
  const ground = new Mesh(new CircleGeometry(1, 40), new MeshLambertMaterial({ color: 0xcfc6b8 }));
  ground.rotation.x = -Math.PI / 2;
  scene.add(ground);
  const camera = new PerspectiveCamera(35, 1, 0.01, 50);

  return {
    render(cell) {
      const size = catalogEntry(cell.type).size;
      const dims: Dims = { w: size.long, h: size.height, d: size.short, drop: cell.type === 'CounterTop' ? 0.9 : 0 };
      // Mirrored in z like the world view, so models look the same as in the scenes.
      const model = new Group();
      model.scale.set(1, 1, -1);
      model.rotation.y = Math.PI; // the model's front (+z) faces the camera
      model.add(toObject3D(builderOf(cell.type)(dims, cell.look)));
      scene.add(model);
      const radius = Math.max(0.05, Math.hypot(dims.w, dims.h + dims.drop, dims.d) / 2);
      const centerY = (dims.h - dims.drop) / 2;
      ground.position.y = -dims.drop - 0.001;
      ground.scale.setScalar(radius * 1.4);
      const dist = (radius / Math.sin((35 / 2) * (Math.PI / 180))) * 1.3;
      camera.position.set(dist * 0.55, centerY + dist * 0.5, dist * 0.67);
      camera.lookAt(0, centerY, 0);
      renderer.render(scene, camera);
      scene.remove(model);
      return renderer.domElement.toDataURL('image/png');
    },
    dispose: () => renderer.dispose(),
  };
}

/** Warm, even light without shadows: a sky/ground fill, a soft sun and a lamp under the ceiling. */
export function Lighting({ center }: { center: readonly [number, number, number] }) {
  return (
    <>
      <hemisphereLight args={[0xfff3e2, 0x7a6450, 1.6]} />
      <ambientLight color={0xffffff} intensity={0.35} />
      <directionalLight color={0xfff0d8} intensity={1.3} position={[center[0] + 3, center[1] + 6, center[2] + 2]} />
      <pointLight color={0xffe2b8} intensity={6} distance={9} decay={1.5} position={center} />
    </>
  );
}

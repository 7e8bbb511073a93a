/**
 * The palette every model draws from. One material per key for the whole page, so 150 objects
 * share a few dozen materials. Lambert shading: cheap on SwiftShader, warm enough with the lights.
 */
export interface MaterialSpec {
  readonly color: number;
  /** Glow for lit things (burners, screens, lamp shades); 0 = none. */
  readonly emissive?: number;
  readonly opacity?: number;
}

export const PALETTE = {
  // Room
  floorWood: { color: 0xb08660 },
  wallPaint: { color: 0xece4d8 },
  ceiling: { color: 0xf6f2ea },
  // Wood and furniture
  wood: { color: 0x9c6b43 },
  woodDark: { color: 0x5e3d25 },
  woodLight: { color: 0xd2b48a },
  cabinet: { color: 0xe9dfcc },
  cabinetInside: { color: 0xcfc3ab },
  counterStone: { color: 0x6f6a66 },
  counterBase: { color: 0xd9cdb6 },
  fabricBlue: { color: 0x4f6d8f },
  fabricGrey: { color: 0x8a8780 },
  fabricBeige: { color: 0xcdbb9a },
  fabricRed: { color: 0xa34a3c },
  sheet: { color: 0xf1efe8 },
  duvet: { color: 0x7d9bb5 },
  cushion: { color: 0xe0cfa8 },
  // Metals and plastics
  steel: { color: 0xb9bec4 },
  steelDark: { color: 0x6c7177 },
  chrome: { color: 0xd9dde2 },
  black: { color: 0x222326 },
  charcoal: { color: 0x3a3c40 },
  whiteEnamel: { color: 0xf4f4f1 },
  plasticRed: { color: 0xc8423b },
  plasticBlue: { color: 0x3c6fb4 },
  plasticGreen: { color: 0x4f9a5a },
  plasticYellow: { color: 0xe2b43a },
  plasticWhite: { color: 0xf0f0ec },
  rubber: { color: 0x2e2b28 },
  // Ceramics, glass, liquids
  ceramic: { color: 0xf3efe6 },
  ceramicBlue: { color: 0x8fb3cf },
  terracotta: { color: 0xb8653f },
  glass: { color: 0xbfe0ea, opacity: 0.45 },
  glassDark: { color: 0x3d5a3f, opacity: 0.8 },
  mirror: { color: 0xcfdde6 },
  // Translucent: the simulator's clicks pass through windows, so the picture shows what is behind.
  windowSky: { color: 0xd9ecf7, emissive: 0x8fb7d0, opacity: 0.55 },
  stain: { color: 0x7a5a2e },
  water: { color: 0x4aa3df, opacity: 0.75 },
  waterStream: { color: 0x4fa8f0, opacity: 0.85, emissive: 0x1f5f9a },
  coffee: { color: 0x4b2a14 },
  wine: { color: 0x6b1026 },
  // Food
  bread: { color: 0xd39a52 },
  breadCrumb: { color: 0xf1dcae },
  toast: { color: 0x8a5424 },
  potato: { color: 0xc8a66a },
  potatoCooked: { color: 0x8f5e2a },
  potatoInside: { color: 0xf0e0a8 },
  potatoInsideCooked: { color: 0xc98f3f },
  tomato: { color: 0xd8342a },
  tomatoInside: { color: 0xf06a50 },
  apple: { color: 0xb8262e },
  appleInside: { color: 0xf5eac4 },
  lettuce: { color: 0x74b44a },
  lettuceLight: { color: 0xb7dd86 },
  egg: { color: 0xf3e6cf },
  eggWhite: { color: 0xfbfaf4 },
  yolk: { color: 0xf2b51c },
  eggCooked: { color: 0xe9d9b0 },
  leaf: { color: 0x3f7d3a },
  soil: { color: 0x4a3424 },
  // Paper, screens, lights
  paper: { color: 0xf4f1e8 },
  bookRed: { color: 0x9b3030 },
  bookBlue: { color: 0x2f4f7f },
  screenOff: { color: 0x15181d },
  screenOn: { color: 0x6fa8dc, emissive: 0x3d7fc0 },
  lampShade: { color: 0xeadfc6 },
  lampShadeOn: { color: 0xfff1c9, emissive: 0xffd27a },
  bulbOn: { color: 0xfff6d8, emissive: 0xffe7a0 },
  burnerOff: { color: 0x2b2b2b },
  burnerOn: { color: 0xff5a1f, emissive: 0xd8380a },
  heatGlow: { color: 0xff9a3c, emissive: 0xe0651a },
  ledOff: { color: 0x4a2020 },
  ledOn: { color: 0x5cff6a, emissive: 0x2fe04a },
  flame: { color: 0xffc54a, emissive: 0xffa21a },
  canvasArt: { color: 0x5f8fa8 },
  canvasArt2: { color: 0xd98f4e },
  towel: { color: 0x7fb7c9 },
  towelWhite: { color: 0xf2efe9 },
  teddy: { color: 0xa5784c },
  gold: { color: 0xc9a24a },
  ballOrange: { color: 0xd9722e },
} as const satisfies Record<string, MaterialSpec>;

export type MaterialKey = keyof typeof PALETTE;

/** Materials that glow; the lighting test and the gallery use this to show lit states. */
export const isGlowing = (key: MaterialKey): boolean => 'emissive' in PALETTE[key];

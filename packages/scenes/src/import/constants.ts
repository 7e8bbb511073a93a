/** Free height above open surfaces (m): the simulator's OPEN_HEIGHT, effectively unlimited. */
export const OPEN_HEIGHT_M = 3;

/** @chorehouse/scenes: AI2-THOR's 120 floor plans as Chorehouse scenes, splits and task episodes. */
export {};

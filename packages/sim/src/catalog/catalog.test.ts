import { describe, expect, it } from 'vitest';
import { CATALOG, OBJECT_TYPES, catalogEntry, displayName, typesInClass } from './catalog.js';

describe('catalog', () => {
  it('has the 118 scene types plus the 6 types slicing creates', () => {
    expect(OBJECT_TYPES).toHaveLength(124);
    for (const t of ['AppleSliced', 'BreadSliced', 'LettuceSliced', 'PotatoSliced', 'TomatoSliced', 'EggCracked']) {
      expect(catalogEntry(t).derivedFrom).not.toBeNull();
    }
  });

  it.each([
    ['Pan', 'canFillWithLiquid', false],
    ['Pot', 'canFillWithLiquid', true],
    ['HousePlant', 'canFillWithLiquid', true],
    ['HousePlant', 'pickupable', false],
    ['Kettle', 'receptacle', false],
    ['StoveBurner', 'toggleable', false],
    ['StoveKnob', 'toggleable', true],
    ['Potato', 'cookable', true],
    ['PotatoSliced', 'cookable', true],
    ['BreadSliced', 'cookable', true],
    ['EggCracked', 'cookable', true],
    ['AppleSliced', 'cookable', false],
    ['TomatoSliced', 'cookable', false],
    ['Egg', 'sliceable', true],
    ['Mug', 'dirtyable', true],
    ['Fridge', 'isColdSource', true],
    ['Microwave', 'openable', true],
  ] as const)('%s.%s is %s', (type, flag, value) => {
    expect(catalogEntry(type)[flag]).toBe(value);
  });

  it('knows the object-specific receptacles', () => {
    expect(catalogEntry('CoffeeMachine').holderAccepts).toEqual(['Mug']);
    expect(catalogEntry('Toaster').holderAccepts).toEqual(['BreadSliced']);
    expect(catalogEntry('StoveBurner').holderAccepts).toEqual(['Pot', 'Pan', 'Kettle']);
    expect(catalogEntry('TowelHolder').holderAccepts).toEqual(['Towel']);
  });

  it('knows which receptacles must be open to place into', () => {
    const mustOpen = OBJECT_TYPES.filter((t) => catalogEntry(t).mustBeOpenToPlace).sort();
    expect(mustOpen).toEqual(['Box', 'Cabinet', 'Drawer', 'Fridge', 'LaundryHamper', 'Microwave']);
  });

  it('gives slicing results with at least two pieces, except the egg', () => {
    expect(catalogEntry('Bread').slice).toMatchObject({ into: 'BreadSliced', heel: true });
    expect(catalogEntry('Egg').slice).toEqual({ into: 'EggCracked', count: 1, heel: false });
    for (const t of ['Apple', 'Lettuce', 'Potato', 'Tomato']) expect(catalogEntry(t).slice!.count).toBeGreaterThanOrEqual(2);
  });

  it('keeps AI2-THOR placement restrictions, including the easy-to-miss ones', () => {
    expect(catalogEntry('Tomato').placeableIn).not.toContain('Pan');
    expect(catalogEntry('Lettuce').placeableIn).not.toContain('Microwave');
    expect(catalogEntry('Mug').placeableIn).toContain('CoffeeMachine');
    expect(catalogEntry('Towel').placeableIn).toEqual(['TowelHolder']);
    expect(catalogEntry('Fridge').placeableIn).toBeNull();
  });

  it('gives TEACh object classes with the type first and Sink/SinkBasin aliased', () => {
    expect(catalogEntry('Mug').objectClasses).toEqual(['Mug', 'Tableware', 'Drinkware']);
    expect(catalogEntry('SinkBasin').objectClasses.slice(0, 2)).toEqual(['SinkBasin', 'Sink']);
    expect(typesInClass('Drinkware')).toEqual(['Bottle', 'Cup', 'Mug']);
    expect(typesInClass('Sink')).toEqual(['Sink', 'SinkBasin']);
  });

  it('fits a collision shape inside every type and a positive size to every movable type', () => {
    for (const [type, e] of CATALOG) {
      expect(e.shapeParts.length, type).toBeGreaterThan(0);
      for (const part of e.shapeParts) {
        if (part.kind === 'box') for (const v of [...part.min, ...part.max]) expect(v).toBeGreaterThanOrEqual(0);
        if (part.kind === 'box') for (const v of [...part.min, ...part.max]) expect(v).toBeLessThanOrEqual(1);
      }
      if (e.pickupable) expect(e.size.height, type).toBeGreaterThan(0);
    }
  });

  it('names types for players', () => {
    expect(displayName('StoveBurner')).toBe('stove burner');
    expect(displayName('SinkBasin')).toBe('sink');
    expect(displayName('PotatoSliced')).toBe('potato slice');
  });
});

/** The outcome message tells what the rules did, and why a rule did nothing (the tutorial's coffee dead end). */
import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { act, actOk, idOf } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';

const kitchen = createDemoKitchen();
const id = (type: string, k = 0) => idOf(kitchen, type, k);
const message = (w: World, name: Parameters<typeof act>[1], target: string) => act(w, name, target).outcome.message;

/** The dirty mug rinsed under the faucet as the tutorial's tip says: in the sink, faucet on and off, picked up. */
function rinsedMugInHand(): World {
  let w = actOk(actOk(kitchen, 'Pickup', id('Mug')), 'Place', id('SinkBasin'));
  w = actOk(actOk(w, 'ToggleOn', id('Faucet')), 'ToggleOff', id('Faucet'));
  return actOk(w, 'Pickup', id('Mug'));
}

describe('consequence notes', () => {
  it('says a rinsed mug is clean and full of water', () => {
    const w = actOk(actOk(kitchen, 'Pickup', id('Mug')), 'Place', id('SinkBasin'));
    expect(message(w, 'ToggleOn', id('Faucet'))).toBe('Turned on the faucet. The mug is clean now, and full of water.');
  });

  it('says why a mug of water gets no coffee when the machine is turned on', () => {
    const w = actOk(rinsedMugInHand(), 'Place', id('CoffeeMachine'));
    const r = act(w, 'ToggleOn', id('CoffeeMachine'));
    expect(r.outcome.message).toBe(
      'Turned on the coffee machine. The mug already holds water, so the coffee machine cannot fill it with coffee. ' +
      'Pour the water out first: pick up the mug, select the sink and press Pour.',
    );
    expect(getObject(r.world, id('Mug'))?.simbotIsFilledWithCoffee).toBe(false);
  });

  it('says it too when the mug of water goes into a machine that is already on', () => {
    const w = actOk(rinsedMugInHand(), 'ToggleOn', id('CoffeeMachine'));
    expect(message(w, 'Place', id('CoffeeMachine'))).toMatch(/^Placed the mug in the coffee machine\. The mug already holds water/);
  });

  it('makes coffee once the water is poured out, and says so', () => {
    let w = actOk(rinsedMugInHand(), 'Pour', id('SinkBasin'));
    w = actOk(w, 'Place', id('CoffeeMachine'));
    expect(message(w, 'ToggleOn', id('CoffeeMachine'))).toBe('Turned on the coffee machine. The mug is full of coffee now.');
  });

  it('puts a pot on a stove burner, not in it', () => {
    const w = actOk(kitchen, 'Pickup', id('Pot'));
    expect(message(w, 'Place', id('StoveBurner', 1))).toBe('Placed the pot on the stove burner.');
  });

  it('says nothing extra when nothing else changed', () => {
    expect(message(kitchen, 'Pickup', id('Mug'))).toBe('Picked up the mug.');
  });
});

import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { descriptionInWords, taskInWords } from './task-in-words.js';

describe('a task in words', () => {
  it.each([
    ['Clean All X', ['Mug'], 'Wash every mug.'],
    ['Put All X On Y', ['RemoteControl', 'on', 'Sofa'], 'Put every remote control on any sofa.'],
    ['N Slices Of X In Y', ['1', 'Bread', 'on', 'Plate'], 'Put 1 slice of bread on a clean plate.'],
    ['N Slices Of X In Y', ['2', 'Tomato', 'in', 'Bowl'], 'Put 2 slices of tomato in a clean bowl.'],
    ['N Cooked Slices Of X In Y', ['3', 'Potato', 'on', 'Plate'], 'Serve 3 cooked slices of potato on a clean plate.'],
    ['Boil X', ['Potato'], 'Boil a potato.'],
    ['Clean X', ['Apple'], 'Wash an apple.'],
    ['Coffee', [], 'Make coffee in a clean mug.'],
  ] as const)('%s %j: "%s"', (task, params, words) => {
    expect(taskInWords(builtinLibrary(), task, params)).toBe(words);
  });

  it('leaves no placeholder, template count or camel-case type in any library task\'s words', () => {
    for (const task of builtinLibrary().tasks) {
      const params = Array.from({ length: 20 }, (_, i) => (i === 0 ? '2' : 'CounterTop'));
      const words = descriptionInWords(task.desc, params);
      expect(words, task.taskName).not.toMatch(/#\d|\(s\)|[a-z][A-Z]/);
    }
  });

  it('knows no words for a task the library lacks', () => {
    expect(taskInWords(builtinLibrary(), 'Juggle X', ['Apple'])).toBeNull();
  });
});

import { readLine } from '../src/language/read-line.js';
import { DialogueState } from '../src/language/dialogue-state.js';
import { readEnglish } from '../src/language/english.js';
console.log(JSON.stringify(readLine('Hi! Today we need to make coffee. First, grab the mug and make coffee in it: put it in the coffee maker and switch it on.')));
console.log(readEnglish('Hi! Today we need to make coffee. First, grab the mug and make coffee in it.').map(s => s.text));
console.log(new DialogueState().hear('Hi! The bread is inside the microwave. Please go there and open the microwave.'));
console.log(new DialogueState().hear('slice the tomato and put a slice on the plate'));
console.log(new DialogueState().hear('two slices of lettuce'), readLine('two slices of lettuce'));

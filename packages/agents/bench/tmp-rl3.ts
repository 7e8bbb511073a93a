import { thingsNamed } from '../src/language/things.js';
console.log(JSON.stringify(thingsNamed('put a slice on the plate')), JSON.stringify(thingsNamed('slice the tomato')));

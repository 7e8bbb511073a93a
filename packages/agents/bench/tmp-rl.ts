import { readLine } from '../src/language/read-line.js';
const lines = ["Hi! We need to make toast. The bread is inside the microwave. Please go there and open the microwave.",
"could you make me a coffee?", "lets boil a potato", "I'd like 2 slices of toast", "the potato needs to be boiled", "fill a mug with coffee",
"two slices of lettuce", "the plate with toast", "the knife is in the fridge", "grab it and slice the bread", "2 slices", "now slice", "wash it", "that one", "both",
"put 2 slices of potato in the bowl", "slice the tomato and put a slice on the plate", "grab the potatoe", "wash the dirty bowl", "take the cup near the toaster", "get the clean bowl on the shelf",
"Pick up the wine bottle, behind the tomato, on the table.", "Turn around and walk towards the oven, then turn right and walk up to the counter.", "don't open the fridge", "we need a sandwich with toast", "make coffee", "hello. how are you today?", "Good job! Next, cut the lettuce.", "there is a knife in the sink", "you can find the knife in the cabinet above the stove", "it's in the fridge", "The plant needs water.", "Can you see the knife?", "Open the black lower cabinet door in front of you and put the glass bottle inside, then close the cabinet."];
for (const l of lines) console.log(l, '\n   ', JSON.stringify(readLine(l)));

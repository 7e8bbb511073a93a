/**
 * Words people use for the commands and the objects (TEACh's and ALFRED's annotators say "grab",
 * "counter", "coffee maker", "stove"), each mapped to the command verb or the object type word it
 * stands for. Phrases are matched on stemmed tokens, longest first.
 */
import type { CommandVerb } from '../text/commands.js';

export const VERB_PHRASES: Readonly<Record<CommandVerb, readonly string[]>> = {
  look: ['look around', 'look', 'where am i'],
  inventory: ['inventory', 'what am i holding', 'what am i carrying', 'what do i have'],
  examine: ['examine', 'inspect', 'look at', 'check'],
  go: ['go to', 'walk to', 'head to', 'head over to', 'move to', 'approach', 'go over to', 'navigate to', 'go', 'walk'],
  take: ['pick up', 'pick', 'grab', 'take', 'get', 'fetch', 'lift', 'collect', 'retrieve', 'remove', 'hold', 'find', 'look for', 'search for'],
  put: ['put', 'place', 'set', 'drop', 'leave', 'move', 'bring', 'store', 'insert', 'stick', 'load', 'transfer', 'carry', 'lay', 'stack', 'rest', 'add', 'serve', 'arrange'],
  open: ['open', 'check in', 'check inside', 'look in', 'look inside', 'search in', 'search inside'],
  close: ['close', 'shut'],
  'turn on': ['turn on', 'switch on', 'toggle on', 'power on', 'start', 'activate', 'run'],
  'turn off': ['turn off', 'switch off', 'toggle off', 'power off', 'stop', 'deactivate', 'shut off'],
  slice: ['slice', 'cut', 'chop', 'dice'],
  clean: ['clean', 'wash', 'rinse', 'scrub'],
  cook: ['cook', 'toast', 'heat', 'warm', 'fry', 'microwave', 'bake', 'roast', 'grill'],
  boil: ['boil'],
  fill: ['fill', 'water'],
  empty: ['empty', 'pour out', 'dump out', 'dump', 'drain', 'tip out'],
  pour: ['pour'],
  coffee: ['make coffee', 'brew coffee', 'brew', 'prepare coffee', 'coffee in', 'coffee into', 'coffee to', 'add coffee', 'put coffee', 'pour coffee', 'pour some coffee', 'get coffee'],
};

/** Extra names for object type words (the type word itself and its split spelling always count). */
export const NOUN_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  mug: ['mug', 'coffee cup', 'coffee mug', 'cup'],
  cup: ['cup', 'glass', 'mug'],
  coffeemachine: ['coffee maker', 'coffee machine', 'coffeemaker', 'espresso machine', 'coffee pot', 'machine', 'maker'],
  countertop: ['counter', 'countertop', 'worktop', 'kitchen counter', 'bench', 'island', 'kitchen island', 'island counter'],
  stoveburner: ['stove', 'burner', 'hob', 'cooktop', 'stovetop', 'stove top', 'range'],
  stoveknob: ['knob', 'stove knob', 'dial'],
  sinkbasin: ['sink', 'basin', 'sink basin', 'washbasin'],
  fridge: ['fridge', 'refrigerator', 'icebox', 'freezer'],
  diningtable: ['table', 'dining table', 'kitchen table'],
  garbagecan: ['trash', 'bin', 'garbage', 'trash can', 'garbage can', 'rubbish bin', 'waste bin', 'trashcan', 'garbage bin', 'trash bin', 'waste basket', 'wastebasket'],
  houseplant: ['plant', 'house plant', 'pot plant', 'flower'],
  breadsliced: ['bread slice', 'slice of bread', 'toast', 'piece of bread', 'slice'],
  tomatosliced: ['tomato slice', 'slice of tomato', 'piece of tomato', 'slice'],
  potatosliced: ['potato slice', 'slice of potato', 'piece of potato', 'slice'],
  lettucesliced: ['lettuce slice', 'slice of lettuce', 'piece of lettuce', 'slice'],
  applesliced: ['apple slice', 'slice of apple', 'piece of apple', 'slice'],
  knife: ['knife', 'blade'],
  butterknife: ['butter knife', 'knife'],
  saltshaker: ['salt', 'salt shaker', 'shaker'],
  peppershaker: ['pepper', 'pepper shaker', 'shaker'],
  soapbottle: ['soap', 'soap bottle', 'dish soap'],
  dishsponge: ['sponge', 'dish sponge'],
  papertowelroll: ['paper towel', 'paper towels', 'towel roll'],
  winebottle: ['wine', 'wine bottle', 'bottle of wine', 'bottle', 'glass bottle', 'green bottle'],
  cellphone: ['phone', 'cell phone', 'mobile'],
  pot: ['pot', 'saucepan', 'cooking pot'],
  pan: ['pan', 'frying pan', 'skillet'],
  plate: ['plate', 'dish'],
  bowl: ['bowl'],
  cabinet: ['cabinet', 'cupboard', 'cabinets', 'cupboards'],
  dresser: ['dresser', 'tv stand', 'television stand', 'entertainment center', 'tv table'],
  drawer: ['drawer'],
  shelvingunit: ['shelf', 'shelves', 'shelving unit'],
  shelf: ['shelf'],
  sidetable: ['side table', 'table', 'nightstand', 'night stand', 'night table', 'bedside table', 'end table'],
  coffeetable: ['coffee table', 'table'],
  toaster: ['toaster'],
  microwave: ['microwave', 'oven'],
  faucet: ['faucet', 'tap'],
  lettuce: ['lettuce', 'salad'],
  egg: ['egg'],
  bread: ['bread', 'loaf'],
  lightswitch: ['light switch', 'light', 'lights'],
  toiletpaperhanger: ['toilet paper holder', 'toilet roll holder', 'toilet paper hanger', 'paper holder'],
  tvstand: ['tv stand', 'television stand', 'tv table', 'entertainment center', 'media console'],
  television: ['television', 'tv', 'telly', 'tv set'],
  remotecontrol: ['remote control', 'remote', 'tv remote', 'clicker'],
  // Bedrooms, bathrooms and living rooms, as ALFRED's annotators name their things.
  keychain: ['key chain', 'keys', 'key', 'key ring', 'set of keys'],
  creditcard: ['credit card', 'card', 'debit card', 'bank card'],
  desklamp: ['desk lamp', 'lamp', 'table lamp'],
  floorlamp: ['floor lamp', 'lamp', 'standing lamp'],
  alarmclock: ['alarm clock', 'clock'],
  soapbar: ['soap bar', 'bar of soap', 'soap'],
  cloth: ['cloth', 'rag', 'washcloth', 'wash cloth', 'dish cloth'],
  laundryhamper: ['laundry hamper', 'hamper', 'laundry basket', 'clothes basket', 'laundry bin'],
  laptop: ['laptop', 'computer', 'laptop computer'],
  desktop: ['desktop', 'computer', 'desktop computer'],
  sofa: ['sofa', 'couch', 'settee'],
  baseballbat: ['baseball bat', 'bat'],
  tennisracket: ['tennis racket', 'racket', 'racquet', 'tennis racquet'],
  basketball: ['basketball', 'ball', 'basket ball'],
  tissuebox: ['tissue box', 'tissues', 'box of tissues', 'tissue', 'kleenex'],
  cd: ['cd', 'disc', 'disk', 'compact disc', 'dvd'],
  bathtubbasin: ['bathtub basin', 'bathtub', 'tub', 'bath'],
  bathtub: ['bathtub', 'tub', 'bath', 'bath tub'],
  statue: ['statue', 'figurine', 'sculpture'],
  wateringcan: ['watering can', 'watering pot'],
  garbagebag: ['garbage bag', 'trash bag', 'bin bag'],
  scrubbrush: ['scrub brush', 'brush', 'toilet brush'],
  teddybear: ['teddy bear', 'teddy', 'stuffed animal'],
};

/** Words that point back at something already named or held. */
export const PRONOUNS: ReadonlySet<string> = new Set(['it', 'that', 'this', 'them', 'those', 'these']);

/** States people name an object by ("the dirty mug"), as a test of the object. */
export const STATE_WORDS = ['dirty', 'clean', 'empty', 'full', 'filled', 'sliced', 'cooked', 'raw', 'whole', 'open', 'closed', 'toasted'] as const;

/** Prepositions that introduce the second object of a command. */
export const OTHER_PREPOSITIONS: Partial<Record<CommandVerb, readonly string[]>> = {
  take: ['from', 'off', 'out', 'of'],
  put: ['in', 'into', 'on', 'onto', 'to', 'inside', 'at'],
  slice: ['with', 'using'],
  clean: ['in', 'with', 'using', 'at', 'under'],
  pour: ['into', 'in', 'on', 'over', 'onto', 'to'],
};

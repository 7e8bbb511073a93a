/**
 * What people call things, mapped to AI2-THOR types: the words a Commander types for an object
 * whose type name they cannot know ("fridge", "stove", "counter", "trash"). A word that names
 * several types finds all of them ("knife": Knife and ButterKnife, "table": every table).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fridge: ['Fridge'], refrigerator: ['Fridge'], freezer: ['Fridge'], icebox: ['Fridge'],
  stove: ['StoveBurner'], burner: ['StoveBurner'], hob: ['StoveBurner'], cooker: ['StoveBurner'], oven: ['StoveBurner'], cooktop: ['StoveBurner'],
  knob: ['StoveKnob'], 'stove knob': ['StoveKnob'], dial: ['StoveKnob'],
  counter: ['CounterTop'], worktop: ['CounterTop'], 'kitchen counter': ['CounterTop'], countertop: ['CounterTop'],
  knife: ['Knife', 'ButterKnife'],
  sink: ['SinkBasin', 'Sink'], basin: ['SinkBasin', 'Sink'], tub: ['BathtubBasin', 'Bathtub'], bath: ['BathtubBasin', 'Bathtub'],
  tap: ['Faucet'], faucet: ['Faucet'],
  trash: ['GarbageCan'], 'trash can': ['GarbageCan'], bin: ['GarbageCan'], garbage: ['GarbageCan'], rubbish: ['GarbageCan'],
  'waste basket': ['GarbageCan'], dustbin: ['GarbageCan'],
  'coffee maker': ['CoffeeMachine'], coffee: ['CoffeeMachine'], 'coffee pot': ['CoffeeMachine'], espresso: ['CoffeeMachine'],
  micro: ['Microwave'],
  plant: ['HousePlant'], flower: ['HousePlant'], 'potted plant': ['HousePlant'],
  phone: ['CellPhone'], mobile: ['CellPhone'], smartphone: ['CellPhone'],
  remote: ['RemoteControl'], tv: ['Television'], telly: ['Television'],
  couch: ['Sofa'], settee: ['Sofa'],
  table: ['DiningTable', 'CoffeeTable', 'SideTable'], 'kitchen table': ['DiningTable'],
  dish: ['Plate', 'Bowl'], glass: ['Cup'],
  salt: ['SaltShaker'], pepper: ['PepperShaker'],
  sponge: ['DishSponge'], soap: ['SoapBottle', 'SoapBar'],
  'paper towel': ['PaperTowelRoll'], 'kitchen roll': ['PaperTowelRoll'], 'loo roll': ['ToiletPaper'],
  towel: ['Towel', 'HandTowel'], lamp: ['DeskLamp', 'FloorLamp'], light: ['LightSwitch'],
  teapot: ['Kettle'], skillet: ['Pan'], 'frying pan': ['Pan'], saucepan: ['Pot'],
  cupboard: ['Cabinet'], shelves: ['Shelf', 'ShelvingUnit'],
  wine: ['WineBottle'], key: ['KeyChain'], keys: ['KeyChain'], card: ['CreditCard'], computer: ['Laptop', 'Desktop'],
  toast: ['BreadSliced'], loaf: ['Bread'],
  spud: ['Potato'], veggie: ['Lettuce', 'Potato'],
};

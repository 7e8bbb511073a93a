/** The model builder of every object type in the simulator's catalog (a test checks none is missing). */
import * as A from './builders/appliances.js';
import type { Builder } from './builders/common.js';
import * as C from './builders/containers.js';
import * as D from './builders/decor.js';
import * as Fd from './builders/food.js';
import * as Fu from './builders/furniture.js';
import * as S from './builders/small-items.js';

export const MODEL_BUILDERS: Readonly<Record<string, Builder>> = {
  // Kitchen appliances and fixtures
  Fridge: A.fridge, Microwave: A.microwave, Toaster: A.toaster, CoffeeMachine: A.coffeeMachine,
  StoveBurner: A.stoveBurner, StoveKnob: A.stoveKnob, Faucet: A.faucet, Sink: A.sink,
  SinkBasin: A.basin('SinkBasin', 'steel'), CounterTop: Fu.counterTop, Cabinet: Fu.cabinet, Drawer: Fu.drawer,
  // Bathroom
  Bathtub: A.bathtub, BathtubBasin: A.basin('BathtubBasin', 'whiteEnamel'), Toilet: A.toilet, ShowerHead: A.showerHead,
  ShowerGlass: D.showerPanel('glass'), ShowerDoor: D.showerPanel('glass'), ShowerCurtain: D.showerPanel('fabricBlue'),
  Towel: D.towel('towel'), HandTowel: D.towel('towelWhite'), TowelHolder: D.towelHolder, HandTowelHolder: D.towelHolder,
  ToiletPaper: D.roll, ToiletPaperHanger: D.toiletPaperHanger, PaperTowelRoll: D.roll, TissueBox: D.tissueBox,
  SoapBar: S.soapBar, SoapBottle: C.soapBottle, SprayBottle: C.sprayBottle, ScrubBrush: S.scrubBrush,
  Plunger: S.plunger, Cloth: S.cloth, DishSponge: S.sponge,
  // Dishes and cookware
  Mug: C.mug, Cup: C.cup, Bowl: C.bowl, Plate: C.plate, Pot: C.pot, Pan: C.pan, Kettle: C.kettle,
  Bottle: C.bottle, WineBottle: C.wineBottle, Vase: C.vase, WateringCan: C.wateringCan,
  SaltShaker: C.shaker('ceramic'), PepperShaker: C.shaker('black'),
  Knife: S.knife, ButterKnife: S.butterKnife, Fork: S.fork, Spoon: S.spoon, Spatula: S.spatula, Ladle: S.ladle,
  AluminumFoil: S.foil, GarbageCan: C.garbageCan, GarbageBag: C.garbageBag,
  // Food
  Apple: Fd.apple, AppleSliced: Fd.appleSliced, Tomato: Fd.tomato, TomatoSliced: Fd.tomatoSliced,
  Potato: Fd.potato, PotatoSliced: Fd.potatoSliced, Lettuce: Fd.lettuce, LettuceSliced: Fd.lettuceSliced,
  Bread: Fd.bread, BreadSliced: Fd.breadSliced, Egg: Fd.egg, EggCracked: Fd.eggCracked,
  // Furniture
  DiningTable: Fu.table('DiningTable', 'wood'), CoffeeTable: Fu.table('CoffeeTable', 'woodDark'), SideTable: Fu.table('SideTable', 'woodLight'),
  Desk: Fu.desk, Stool: Fu.stool, Chair: Fu.chair, ArmChair: Fu.upholstered('fabricRed', 1),
  Sofa: Fu.upholstered('fabricBlue', 3), Ottoman: Fu.ottoman, Bed: Fu.bed, DogBed: Fu.dogBed,
  Dresser: Fu.dresser, TVStand: Fu.tvStand, Shelf: Fu.shelf, ShelvingUnit: Fu.shelvingUnit,
  Safe: Fu.safe, Box: Fu.openTopBox('woodLight'), LaundryHamper: Fu.openTopBox('fabricBeige'), Footstool: Fu.footstool,
  // Electronics and lights
  Television: A.television, Laptop: A.laptop, Desktop: A.desktop, CellPhone: A.cellPhone,
  DeskLamp: A.deskLamp, FloorLamp: A.floorLamp, LightSwitch: A.lightSwitch, VacuumCleaner: A.vacuumCleaner,
  Candle: C.candle, AlarmClock: S.alarmClock, Watch: S.watch, RemoteControl: S.remoteControl, CD: S.cd,
  // Walls and windows
  Painting: D.framed('canvasArt', 'woodDark'), Poster: D.framed('canvasArt2', 'plasticWhite'),
  Mirror: D.mirror, Window: D.window, Blinds: D.blinds, Curtains: D.curtains,
  // Decor and the rest
  HousePlant: C.housePlant, Statue: D.statue, TableTopDecor: D.tableTopDecor, RoomDecor: D.roomDecor,
  TeddyBear: D.teddyBear, Pillow: D.pillow,
  Book: S.book, Newspaper: S.newspaper, Pen: S.stick('plasticBlue', 'black'), Pencil: S.stick('plasticYellow', 'woodLight'),
  CreditCard: S.card('plasticBlue'), KeyChain: S.keyChain,
  BaseballBat: S.baseballBat, BasketBall: S.ball, TennisRacket: S.tennisRacket, Dumbbell: S.dumbbell, Boots: S.boots,
};

/** Types drawn by the room itself rather than as an object. */
export const ROOM_TYPES_DRAWN_BY_ROOM: ReadonlySet<string> = new Set(['Floor']);

export function builderOf(type: string): Builder {
  return MODEL_BUILDERS[type] ?? S.plainBox;
}

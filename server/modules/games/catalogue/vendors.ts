// The demo catalogue's providers (issue 5 item 1). Invented studio names, except the codes the spec names:
// FB (sports, spec §2 Header), LOTT and ELOTT (lottery, spec §2 Game launch), DS88 (cockfight).
// HOUSE is our own vendor: its games really play (house/); so do the LOTT and ELOTT vendors' lotteries (lottery module).
import type { GameType } from '../../../../schema/api/games';

export interface VendorSpec {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  /** Games to generate (RNG sums to close to 10,000: spec §1 "nearly 10,000 games"). */
  count: number;
  isHot?: boolean;
}

/** ~30 slot studios; counts vary like a real lobby (a few large catalogues, many small ones). */
const RNG_STUDIOS: [string, string, number][] = [
  ['LUCKYLANTERN', 'Lucky Lantern', 620],
  ['JADEREEL', 'Jade Reel Studio', 580],
  ['TIGERSPIN', 'Tiger Spin', 540],
  ['GOLDKOI', 'Gold Koi Gaming', 510],
  ['MONSOON', 'Monsoon Play', 480],
  ['REDPANDA', 'Red Panda Games', 460],
  ['NEONORCHID', 'Neon Orchid', 440],
  ['SUNBEAR', 'Sun Bear Slots', 420],
  ['MERLION', 'Merlion Interactive', 400],
  ['HORNBILL', 'Hornbill Studios', 390],
  ['RAFFLESIA', 'Rafflesia Gaming', 370],
  ['PEARLDIVER', 'Pearl Diver', 350],
  ['STARFRUIT', 'Starfruit Games', 340],
  ['THUNDERDRUM', 'Thunder Drum', 330],
  ['SILKROAD', 'Silk Road Slots', 320],
  ['MANGOSTEEN', 'Mangosteen Play', 310],
  ['KIRINPLAY', 'Kirin Play', 300],
  ['COBALTFOX', 'Cobalt Fox', 290],
  ['WAYANG', 'Wayang Works', 280],
  ['BATIKBYTE', 'Batik Byte', 270],
  ['ORBITREELS', 'Orbit Reels', 260],
  ['VOLCANO', 'Volcano Gaming', 250],
  ['MIDASCODE', 'Midas Code', 240],
  ['PIXELPAGODA', 'Pixel Pagoda', 230],
  ['SEVENSEAS', 'Seven Seas Slots', 220],
  ['LOTUSLOGIC', 'Lotus Logic', 210],
  ['AURORASPIN', 'Aurora Spin', 200],
  ['IRONMONKEY', 'Iron Monkey', 190],
  ['DURIANDASH', 'Durian Dash', 180],
];

export const HOUSE_VENDOR = 'HOUSE';

export const VENDORS: VendorSpec[] = [
  // Our own games first: HOUSE_SLOT and HOUSE_DICE are added by the generator (catalogue/generator.ts).
  { vassalage: HOUSE_VENDOR, displayName: 'House Originals', gameType: 'RNG', count: 0, isHot: true },
  ...RNG_STUDIOS.map(([vassalage, displayName, count], i): VendorSpec => ({ vassalage, displayName, gameType: 'RNG', count, isHot: i < 5 })),
  ...(
    [
      ['LIVEPALACE', 'Live Palace', 24],
      ['ROYALDEALER', 'Royal Dealer', 20],
      ['ASIALIVE', 'Asia Live Studio', 22],
      ['GOLDENTABLE', 'Golden Table', 18],
      ['VELVETLIVE', 'Velvet Live', 16],
      ['SAPPHIRECASINO', 'Sapphire Casino', 14],
    ] as const
  ).map(([vassalage, displayName, count], i): VendorSpec => ({ vassalage, displayName, gameType: 'LIVE', count, isHot: i < 2 })),
  ...(
    [
      ['OCEANKING', 'Ocean King', 12],
      ['LUCKYLANTERN', 'Lucky Lantern', 8],
      ['JADEREEL', 'Jade Reel Studio', 6],
      ['REEFHUNTER', 'Reef Hunter', 10],
      ['TIGERSPIN', 'Tiger Spin', 5],
    ] as const
  ).map(([vassalage, displayName, count], i): VendorSpec => ({ vassalage, displayName, gameType: 'FISH', count, isHot: i < 1 })),
  ...(
    [
      ['KINGPOKER', 'King Poker', 14],
      ['MAHJONGHALL', 'Mahjong Hall', 10],
      ['CARDCLUB', 'Card Club', 12],
      ['DOMINOHOUSE', 'Domino House', 8],
    ] as const
  ).map(([vassalage, displayName, count], i): VendorSpec => ({ vassalage, displayName, gameType: 'PVP', count, isHot: i < 1 })),
  { vassalage: 'FB', displayName: 'FB Sports', gameType: 'SPORTS', count: 1, isHot: true },
  { vassalage: 'SABASPORT', displayName: 'Saba Sportsbook', gameType: 'SPORTS', count: 1 },
  { vassalage: 'UNITEDBET', displayName: 'United Bet', gameType: 'SPORTS', count: 1 },
  { vassalage: 'ESPORTSPRO', displayName: 'eSports Pro', gameType: 'ESPORTS', count: 3, isHot: true },
  { vassalage: 'ARENAX', displayName: 'Arena X', gameType: 'ESPORTS', count: 2 },
  // The house lotteries (issue 17, server/modules/lottery) as the lottery vendors the spec names (§2 Game launch:
  // vendors ELOTT and LOTT): their tiles are added by the generator from the lottery module's games, not generated.
  { vassalage: 'LOTT', displayName: 'Lottery', gameType: 'LOTT', count: 0, isHot: true },
  { vassalage: 'ELOTT', displayName: 'E-Lottery', gameType: 'ELOTT', count: 0, isHot: true },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT', count: 2, isHot: true },
];

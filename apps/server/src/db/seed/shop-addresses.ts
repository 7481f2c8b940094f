/**
 * The demo coffeeshops: invented names on real streets. Each street is given
 * by the approximate coordinates of its two ends and the house numbers between
 * them, so a shop stands where its number is on that street (see
 * `placeOnStreet`). Postcodes are the street's real four-digit area with
 * plausible letters. Names take the article of their noun: de hoek, de kamer,
 * het anker, het blad.
 */
// Long file: seed data (streets and coordinates), not logic.
export interface SeedStreet {
  name: string;
  /** [latitude, longitude] of the end where the numbering starts. */
  from: readonly [number, number];
  to: readonly [number, number];
  /** Lowest and highest house number along the street. */
  numbers: readonly [number, number];
}

export interface SeedShopAddress {
  name: string;
  street: SeedStreet;
  houseNumber: number;
  postcode: string;
}

function street(name: string, from: [number, number], to: [number, number], numbers: [number, number]): SeedStreet {
  return { name, from, to, numbers };
}

/** Per city, in the order of `SEED_CITIES`; the count per city matches its `shops`. */
export const SEED_SHOP_ADDRESSES: Record<string, readonly SeedShopAddress[]> = {
  Amsterdam: [
    {
      name: 'Het Gouden Anker',
      street: street('Haarlemmerstraat', [52.37935, 4.8934], [52.3821, 4.887], [1, 140]),
      houseNumber: 64,
      postcode: '1013 ES',
    },
    {
      name: 'De Stille Uil',
      street: street('Kerkstraat', [52.3659, 4.8839], [52.3614, 4.8987], [1, 450]),
      houseNumber: 121,
      postcode: '1017 GD',
    },
    {
      name: 'Het Groene Blad',
      street: street('Utrechtsestraat', [52.3648, 4.8966], [52.3604, 4.8988], [1, 160]),
      houseNumber: 47,
      postcode: '1017 VH',
    },
    {
      name: 'De Blauwe Hoek',
      street: street('Ferdinand Bolstraat', [52.358, 4.8904], [52.3496, 4.8921], [1, 190]),
      houseNumber: 88,
      postcode: '1072 LL',
    },
    {
      name: 'De Rode Sluis',
      street: street('Kinkerstraat', [52.367, 4.8756], [52.3654, 4.859], [1, 350]),
      houseNumber: 156,
      postcode: '1053 EB',
    },
    {
      name: 'De Oude Molen',
      street: street('Javastraat', [52.3634, 4.9323], [52.3616, 4.9449], [1, 190]),
      houseNumber: 33,
      postcode: '1094 HA',
    },
  ],
  Rotterdam: [
    {
      name: 'De Havenkraan',
      street: street('Nieuwe Binnenweg', [51.9164, 4.4719], [51.9127, 4.4533], [1, 480]),
      houseNumber: 142,
      postcode: '3015 BE',
    },
    {
      name: 'Het Kompas',
      street: street('Oude Binnenweg', [51.9191, 4.4774], [51.9172, 4.4692], [1, 180]),
      houseNumber: 97,
      postcode: '3012 JB',
    },
    {
      name: 'De Witte Zwaan',
      street: street('Zwart Janstraat', [51.9259, 4.4769], [51.93, 4.4792], [1, 140]),
      houseNumber: 56,
      postcode: '3035 AV',
    },
    {
      name: 'De Maasvlinder',
      street: street('Beijerlandselaan', [51.8987, 4.5056], [51.8926, 4.5091], [1, 200]),
      houseNumber: 75,
      postcode: '3074 EH',
    },
  ],
  'Den Haag': [
    {
      name: 'Het Hofje',
      street: street('Prinsegracht', [52.0769, 4.3039], [52.0733, 4.2982], [1, 110]),
      houseNumber: 28,
      postcode: '2512 GA',
    },
    {
      name: 'De Gouden Kamer',
      street: street('Weimarstraat', [52.0742, 4.2905], [52.0672, 4.2782], [1, 400]),
      houseNumber: 131,
      postcode: '2562 HA',
    },
    {
      name: 'De Duinroos',
      street: street('Frederik Hendriklaan', [52.0929, 4.2838], [52.0974, 4.2776], [1, 260]),
      houseNumber: 52,
      postcode: '2582 BT',
    },
    {
      name: 'Het Zeepaardje',
      street: street('Paul Krugerlaan', [52.0657, 4.2907], [52.0632, 4.3002], [1, 200]),
      houseNumber: 77,
      postcode: '2571 HT',
    },
  ],
  Utrecht: [
    {
      name: 'De Werf',
      street: street('Voorstraat', [52.0944, 5.1209], [52.0951, 5.1264], [1, 110]),
      houseNumber: 59,
      postcode: '3512 AL',
    },
    {
      name: 'Het Oude Pakhuis',
      street: street('Twijnstraat', [52.0852, 5.124], [52.0832, 5.1264], [1, 60]),
      houseNumber: 22,
      postcode: '3511 ZL',
    },
    {
      name: 'De Groene Linde',
      street: street('Amsterdamsestraatweg', [52.0976, 5.1131], [52.1066, 5.0982], [1, 700]),
      houseNumber: 118,
      postcode: '3513 AH',
    },
    {
      name: 'De Kleine Vijver',
      street: street('Biltstraat', [52.0931, 5.1287], [52.0947, 5.1408], [1, 240]),
      houseNumber: 84,
      postcode: '3572 BC',
    },
  ],
  Eindhoven: [
    {
      name: 'Het Lichtpunt',
      street: street('Kleine Berg', [51.4378, 5.4762], [51.436, 5.4725], [1, 90]),
      houseNumber: 38,
      postcode: '5611 JT',
    },
    {
      name: 'De Gloeilamp',
      street: street('Kruisstraat', [51.4478, 5.4798], [51.4564, 5.4814], [1, 350]),
      houseNumber: 101,
      postcode: '5612 CH',
    },
    {
      name: 'De Vrolijke Vos',
      street: street('Vestdijk', [51.4408, 5.4809], [51.4346, 5.4808], [1, 120]),
      houseNumber: 21,
      postcode: '5611 CA',
    },
  ],
  Groningen: [
    {
      name: 'Het Noorderhuis',
      street: street('Nieuwe Ebbingestraat', [53.223, 6.5653], [53.2276, 6.5673], [1, 150]),
      houseNumber: 43,
      postcode: '9712 NC',
    },
    {
      name: 'De Blauwe Pomp',
      street: street('Oosterstraat', [53.2176, 6.5676], [53.2145, 6.5692], [1, 80]),
      houseNumber: 35,
      postcode: '9711 NR',
    },
    {
      name: 'De Stille Kade',
      street: street('Folkingestraat', [53.2164, 6.5654], [53.2134, 6.5653], [1, 60]),
      houseNumber: 18,
      postcode: '9711 JV',
    },
  ],
  Maastricht: [
    {
      name: 'De Jekerbrug',
      street: street('Wycker Brugstraat', [50.8496, 5.6972], [50.8489, 5.7021], [1, 60]),
      houseNumber: 29,
      postcode: '6221 EB',
    },
    {
      name: 'Het Oude Poortje',
      street: street('Boschstraat', [50.8531, 5.6901], [50.857, 5.6925], [1, 120]),
      houseNumber: 74,
      postcode: '6211 AX',
    },
    {
      name: 'De Kelder',
      street: street('Brusselsestraat', [50.8496, 5.6866], [50.8488, 5.6813], [1, 130]),
      houseNumber: 46,
      postcode: '6211 PD',
    },
  ],
  Nijmegen: [
    {
      name: 'De Waalboog',
      street: street('Molenstraat', [51.8456, 5.8611], [51.8429, 5.862], [1, 170]),
      houseNumber: 88,
      postcode: '6511 HK',
    },
    {
      name: 'Het Rode Dak',
      street: street('Van Welderenstraat', [51.8415, 5.8603], [51.8387, 5.8674], [1, 150]),
      houseNumber: 59,
      postcode: '6511 MD',
    },
    {
      name: 'De Zonnewijzer',
      street: street('Graafseweg', [51.8422, 5.8498], [51.8372, 5.8305], [1, 400]),
      houseNumber: 135,
      postcode: '6512 BS',
    },
  ],
  Haarlem: [
    {
      name: 'De Spaarnevogel',
      street: street('Zijlstraat', [52.3817, 4.634], [52.3816, 4.6287], [1, 110]),
      houseNumber: 57,
      postcode: '2011 TL',
    },
    {
      name: 'De Groene Lantaarn',
      street: street('Lange Veerstraat', [52.3803, 4.6375], [52.3785, 4.6396], [1, 70]),
      houseNumber: 15,
      postcode: '2011 DA',
    },
    {
      name: 'Het Tulpenveld',
      street: street('Generaal Cronjéstraat', [52.3925, 4.6406], [52.4008, 4.6439], [1, 200]),
      houseNumber: 112,
      postcode: '2021 JM',
    },
  ],
  Tilburg: [
    {
      name: 'De Wolspinner',
      street: street('Korte Heuvel', [51.5562, 5.0891], [51.5559, 5.0931], [1, 60]),
      houseNumber: 24,
      postcode: '5038 CS',
    },
    {
      name: 'De Wissel',
      street: street('Heuvelstraat', [51.5566, 5.0913], [51.5597, 5.0878], [1, 110]),
      houseNumber: 61,
      postcode: '5038 AC',
    },
    {
      name: 'De Ruwe Diamant',
      street: street('Piusstraat', [51.5637, 5.0638], [51.5602, 5.0677], [1, 150]),
      houseNumber: 84,
      postcode: '5021 ME',
    },
  ],
  Breda: [
    {
      name: 'De Kleine Haven',
      street: street('Haagdijk', [51.5909, 4.7756], [51.5948, 4.7737], [1, 150]),
      houseNumber: 39,
      postcode: '4811 TP',
    },
    {
      name: 'De Singelboom',
      street: street('Ginnekenweg', [51.5818, 4.7789], [51.5753, 4.7814], [1, 300]),
      houseNumber: 77,
      postcode: '4818 JD',
    },
    {
      name: 'Het Blauwe Huis',
      street: street('Boschstraat', [51.5903, 4.7797], [51.594, 4.7827], [1, 110]),
      houseNumber: 48,
      postcode: '4811 GH',
    },
  ],
  Arnhem: [
    {
      name: 'De Rijnaak',
      street: street('Vijzelstraat', [51.9809, 5.9075], [51.9801, 5.9112], [1, 60]),
      houseNumber: 27,
      postcode: '6811 GT',
    },
    {
      name: 'De Parkzoom',
      street: street('Steenstraat', [51.9838, 5.901], [51.9876, 5.8956], [1, 150]),
      houseNumber: 66,
      postcode: '6828 CK',
    },
    {
      name: 'De Oude Smidse',
      street: street('Klarendalseweg', [51.9864, 5.9184], [51.9907, 5.9275], [1, 450]),
      houseNumber: 112,
      postcode: '6822 GD',
    },
  ],
};

/** About 9 m: odd numbers on one side of the street, even on the other. */
const SIDE_OFFSET = 0.00008;

/**
 * Where a house number stands: its share of the street's number range along
 * the line between the two ends, moved a few metres to its side of the street.
 */
export function placeOnStreet(where: SeedStreet, houseNumber: number): { latitude: number; longitude: number } {
  const [low, high] = where.numbers;
  const share = Math.min(1, Math.max(0, (houseNumber - low) / Math.max(1, high - low)));
  const dLat = where.to[0] - where.from[0];
  const dLng = where.to[1] - where.from[1];
  const length = Math.hypot(dLat, dLng) || 1;
  const side = houseNumber % 2 === 0 ? 1 : -1;
  // Perpendicular to the street's direction.
  const latitude = where.from[0] + dLat * share + (-dLng / length) * SIDE_OFFSET * side;
  const longitude = where.from[1] + dLng * share + (dLat / length) * SIDE_OFFSET * side;
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

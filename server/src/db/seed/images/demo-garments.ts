/**
 * Flat-style silhouettes of the demo catalogue's garments, drawn on an 800×800 canvas.
 * A shape is its body (filled with the variant's colour) plus overlay layers; each layer is a
 * one-letter style and a path (see `demo-images.ts` for what each letter paints). Paths use
 * short integer coordinates so a rendered image stays well under 4 KB.
 */
export type LayerStyle =
  | 's' // seam: thin contrast stroke
  | 'd' // stitching: dashed contrast stroke
  | 'h' // shade: translucent black fill
  | 'l' // light: translucent white fill
  | 'm' // metal fill (buckles, zips, watch case)
  | 'g' // gold embroidery: dotted gold stroke
  | 'G' // gold fill (borders, zari)
  | 'w' // off-white fill (soles, dials)
  | 'k' // near-black fill (lenses, leather soles)
  | 'c'; // thick stroke in the garment's colour (handles, temples)

export type Layer = readonly [LayerStyle, string];

export interface GarmentShape {
  body: string;
  front: readonly Layer[];
  /** 'mirror' shows the other side of objects that have no back (shoes, bags). */
  back: readonly Layer[] | 'mirror';
  /** The centre of the detail view's close-up. */
  zoom: readonly [number, number];
  /** Where the floor shadow sits. */
  floor?: number;
}

/** A circle as a path, so buttons and eyelets can live in the same layer lists. */
export const dot = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
export const dots = (x: number, ys: number[], r: number) => ys.map((y) => dot(x, y, r)).join('');

const TEE =
  'M330 150Q400 172 470 150L560 172L668 258L616 328L562 296L562 640Q400 656 238 640L238 296L184 328L132 258L240 172Z';
const SHIRT =
  'M338 138H462L562 166Q604 180 616 232L682 560L626 576L570 336L570 650Q400 670 230 650L230 336L174 576L118 560L184 232Q196 180 238 166Z';
const JEANS = 'M272 120H528L552 300L542 690H420L400 332L380 690H258L248 300Z';

export const GARMENTS = {
  tshirt: {
    body: TEE,
    front: [
      ['h', 'M330 150Q400 210 470 150Q400 172 330 150Z'],
      ['s', 'M336 156Q400 222 464 156'],
      ['s', 'M548 174Q540 240 562 296M252 174Q260 240 238 296'],
      ['d', 'M244 624Q400 640 556 624M652 280L604 314M148 280L196 314'],
    ],
    back: [
      ['s', 'M334 160Q400 182 466 160'],
      ['s', 'M548 174Q540 240 562 296M252 174Q260 240 238 296'],
      ['d', 'M244 624Q400 640 556 624M652 280L604 314M148 280L196 314'],
    ],
    zoom: [400, 260],
  },
  shirt: {
    body: SHIRT,
    front: [
      ['h', 'M338 138Q400 118 462 138L400 206Z'],
      ['l', 'M338 138L400 206L372 228L322 156ZM462 138L400 206L428 228L478 156Z'],
      ['s', 'M388 210V660M412 210V660M452 282H522V360L487 372L452 360Z'],
      ['s', 'M632 528L678 516M168 528L122 516M562 168Q548 250 570 336M238 168Q252 250 230 336'],
      ['l', dots(400, [250, 320, 390, 460, 530, 600], 7)],
    ],
    back: [
      ['s', 'M238 206Q400 222 562 206M400 214V250'],
      ['h', 'M338 138Q400 124 462 138Q400 154 338 138Z'],
      ['s', 'M632 528L678 516M168 528L122 516M562 168Q548 250 570 336M238 168Q252 250 230 336'],
    ],
    zoom: [400, 250],
  },
  hoodie: {
    body: `M320 176Q304 74 400 62Q496 74 480 176L562 198Q604 212 614 262L672 590L616 604L572 360L572 660H228L228 360L184 604L128 590L186 262Q196 212 238 198Z`,
    front: [
      ['h', 'M344 178Q338 104 400 98Q462 104 456 178Q400 238 344 178Z'],
      ['s', 'M386 214L380 300M414 214L420 300M300 490L340 430H460L500 490V590H300Z'],
      ['s', 'M230 620H570M620 566L666 556M180 566L134 556'],
      ['d', 'M306 494L344 438H456L494 494'],
    ],
    back: [
      ['s', 'M400 64Q412 120 400 196M230 620H570M620 566L666 556M180 566L134 556'],
      ['h', 'M320 176Q400 214 480 176Q400 196 320 176Z'],
    ],
    zoom: [400, 210],
  },
  jacket: {
    body: SHIRT,
    front: [
      ['h', 'M338 138Q400 124 462 138L400 182Z'],
      ['l', 'M338 138L400 182L368 238L316 166ZM462 138L400 182L432 238L484 166Z'],
      ['m', 'M397 186H403V640H397Z'],
      ['s', 'M232 610H568M446 300H530M270 300H354M446 300L452 360H524L530 300'],
      ['s', 'M632 528L678 516M168 528L122 516'],
      ['d', 'M236 600H564M276 306V370M524 306V370'],
    ],
    back: [
      ['s', 'M232 610H568M240 250Q400 274 560 250M632 528L678 516M168 528L122 516'],
      ['d', 'M236 600H564M244 258Q400 282 556 258'],
    ],
    zoom: [400, 250],
  },
  jeans: {
    body: JEANS,
    front: [
      [
        's',
        'M372 322L326 306M368 340L318 332M376 304L340 286M428 322L474 306M432 340L482 332M424 304L460 286',
      ],
      ['s', 'M272 156H528M290 156Q296 226 250 246M510 156Q504 226 550 246'],
      ['d', 'M420 160V288Q420 314 400 326M262 670H380M420 670H538'],
      ['s', 'M300 120V158M500 120V158M400 120V158'],
      ['m', dot(400, 138, 9)],
    ],
    back: [
      [
        's',
        'M272 156H528M270 176L400 204L530 176M290 218H372V302L331 318L290 302ZM428 218H510V302L469 318L428 302Z',
      ],
      ['d', 'M262 670H380M420 670H538M296 226H366'],
      ['h', 'M476 126H516V148H476Z'],
    ],
    zoom: [400, 250],
  },
  shorts: {
    body: 'M272 150H528L566 470H414L400 350L386 470H234Z',
    front: [
      ['s', 'M272 184H528M290 184Q296 250 254 268M510 184Q504 250 546 268'],
      ['d', 'M420 188V310Q420 336 400 346M240 450H384M416 450H560'],
      ['m', dot(400, 167, 9)],
    ],
    back: [
      ['s', 'M272 184H528M290 232H372V312L331 328L290 312ZM428 232H510V312L469 328L428 312Z'],
      ['d', 'M240 450H384M416 450H560'],
    ],
    zoom: [400, 280],
    floor: 520,
  },
  top: {
    body: 'M330 150H362Q400 236 438 150H470L546 186Q566 244 588 286L544 318L548 620Q400 644 252 620L256 318L212 286Q234 244 254 186Z',
    front: [
      ['s', 'M362 150Q400 236 438 150M544 318Q520 300 540 190M256 318Q280 300 260 190'],
      ['s', 'M344 262Q400 284 456 262M356 270L350 310M400 280V320M444 270L450 310'],
      ['d', 'M258 604Q400 626 542 604'],
    ],
    back: [
      ['s', 'M340 158Q400 176 460 158M544 318Q520 300 540 190M256 318Q280 300 260 190'],
      ['d', 'M258 604Q400 626 542 604'],
    ],
    zoom: [400, 270],
  },
  dress: {
    body: 'M340 120Q400 170 460 120L522 140L548 202L516 216L512 330Q506 370 492 380L626 700Q400 734 174 700L308 380Q294 370 288 330L284 216L252 202L278 140Z',
    front: [
      ['h', 'M340 120Q400 170 460 120Q400 138 340 120Z'],
      ['s', 'M308 380Q400 396 492 380M354 392L310 708M446 392L490 708M400 396V714'],
      ['d', 'M184 690Q400 722 616 690'],
    ],
    back: [
      ['s', 'M308 380Q400 396 492 380M400 130V380M354 392L310 708M446 392L490 708'],
      ['m', 'M396 126H404V150H396Z'],
      ['d', 'M184 690Q400 722 616 690'],
    ],
    zoom: [400, 250],
  },
  skirt: {
    body: 'M300 170H500L610 650Q400 682 190 650Z',
    front: [
      ['s', 'M298 206H502M360 210L300 664M440 210L500 664M400 210V670'],
      ['d', 'M200 634Q400 664 600 634'],
    ],
    back: [
      ['s', 'M298 206H502M400 170V300M360 210L300 664M440 210L500 664'],
      ['d', 'M200 634Q400 664 600 634'],
    ],
    zoom: [400, 280],
  },
} satisfies Record<string, GarmentShape>;

// Accessories and shoes on a 600 x 600 canvas, drawn with the classes of drawing.ts:
// see there.

const belt = `<path class="g" d="M120 268 H500 L544 300 L500 332 H120 Z"/>
  <path class="t" d="M170 280 H500 M170 320 H500"/>
  <path class="m" d="M56 244 H164 V356 H56 Z M74 262 V338 H146 V262 Z" fill-rule="evenodd"/>
  <path class="f" d="M100 300 H190"/>
  <rect class="g" x="196" y="258" width="28" height="84" rx="5"/>
  ${[390, 430, 470].map((x) => `<circle class="s" cx="${x}" cy="300" r="7"/>`).join('')}`;

const backpack = `<path class="r" d="M262 150 Q262 96 300 96 Q338 96 338 150"/>
  <path class="s" d="M176 220 Q160 360 176 470 L200 470 L200 220 Z M424 220 Q440 360 424 470 L400 470 L400 220 Z"/>
  <rect class="g" x="190" y="140" width="220" height="346" rx="62"/>
  <path class="d" d="M206 214 Q300 184 394 214"/>
  <rect class="g" x="222" y="318" width="156" height="136" rx="30"/>
  <path class="d" d="M232 352 H368"/><rect class="m" x="340" y="344" width="10" height="24" rx="3"/>
  <rect class="m" x="360" y="206" width="10" height="24" rx="3"/>`;

const cap = `<path class="g" d="M126 352 Q130 186 286 176 Q430 180 446 352 Z"/>
  <path class="g" d="M420 336 Q500 334 548 366 Q546 392 500 396 Q448 396 404 372 Z"/>
  <path class="d" d="M286 178 Q226 250 218 352 M286 178 Q344 250 360 352"/>
  <path class="t" d="M132 336 Q290 322 440 336"/>
  <circle class="g" cx="286" cy="176" r="10"/>
  <circle class="s" cx="186" cy="262" r="5"/><circle class="s" cx="320" cy="234" r="5"/>`;

const beanie = `<path class="g" d="M184 360 Q178 148 300 142 Q422 148 416 360 Z"/>
  <path class="t" d="${[222, 262, 300, 338, 378].map((x) => `M${x} 350 Q${x + (x - 300) * 0.25} 220 300 150`).join(' ')}"/>
  <rect class="g" x="170" y="336" width="260" height="100" rx="16"/>
  <path class="d" d="${Array.from({ length: 15 }, (_, i) => `M${188 + i * 16} 350 V422`).join(' ')}"/>`;

const slingBag = `<path class="r" d="M190 340 Q150 120 300 108 Q450 120 410 340"/>
  <rect class="m" x="395" y="196" width="30" height="22" rx="4"/>
  <path class="g" d="M160 336 Q300 300 440 336 Q462 430 300 462 Q138 430 160 336 Z"/>
  <path class="d" d="M176 356 Q300 330 424 356"/>
  <rect class="m" x="386" y="350" width="10" height="26" rx="3"/>
  <path class="t" d="M178 380 Q300 442 422 380"/>`;

const LENS = 'M150 242 Q150 226 176 226 H266 Q292 228 288 262 Q282 330 226 340 Q160 346 150 290 Z';

const sunglasses = `<path class="f" d="M150 238 L96 226 L88 260 M450 238 L504 226 L512 260"/>
  <path class="g" d="${LENS}"/><path class="f" d="${LENS}"/>
  <g transform="matrix(-1 0 0 1 600 0)"><path class="g" d="${LENS}"/><path class="f" d="${LENS}"/></g>
  <path class="f" d="M288 250 Q300 236 312 250 M262 226 Q300 210 338 226"/>
  <path class="h" d="M176 246 L208 246 L176 300 Z M424 246 L456 246 L424 300 Z"/>`;

const SOCK =
  'M220 110 H320 V318 Q320 346 344 360 L420 408 Q452 432 430 462 Q408 486 374 470 L250 400 Q218 380 220 340 Z';

const socks = `<g transform="translate(-58 24)"><path class="g" d="${SOCK}"/><path class="s" d="${SOCK}"/></g>
  <path class="g" d="${SOCK}"/>
  <path class="d" d="M221 160 H319"/>
  <path class="t" d="${[236, 252, 268, 284, 300].map((x) => `M${x} 118 V152`).join(' ')}"/>
  <path class="s" d="M388 388 L420 408 Q452 432 430 462 Q418 476 402 476 Z M220 330 Q222 376 262 398 L268 360 Z"/>`;

const sneakers = `<path class="g" d="M112 410 Q108 330 128 282 Q170 306 214 296 L230 252 L266 258 L268 276 Q340 318 420 340 Q494 358 500 410 Z"/>
  <path class="d" d="M128 282 Q150 360 150 410 M408 338 Q392 372 404 410 M190 380 Q290 320 392 372"/>
  <path class="d" d="M258 288 L278 270 M284 302 L304 284 M310 314 L330 298 M336 324 L356 310"/>
  <path class="w" d="M94 404 H508 Q516 440 490 452 H116 Q90 448 94 404 Z"/>
  <path class="d" d="M104 428 H506"/>
  <path class="s" d="M214 296 L230 252 L266 258 L268 276 Q240 300 214 296 Z"/>`;

const boots = `<path class="g" d="M150 134 L276 134 L282 318 Q306 344 384 358 Q462 374 470 420 L146 420 Q136 300 150 134 Z"/>
  <path class="s" d="M196 140 Q196 240 214 300 Q236 250 236 140 Z"/>
  <path class="d" d="M196 140 Q196 240 214 300 Q236 250 236 140"/>
  <path class="g" d="M262 134 Q262 100 282 100 Q296 100 294 134" fill="none"/>
  <path class="w" d="M140 420 H476 V446 H300 L292 460 H148 Z"/>
  <path class="t" d="M152 170 H272 M282 330 Q310 360 382 372"/>`;

const SLIDE =
  'M206 102 Q262 100 270 200 Q276 300 262 400 Q252 496 206 498 Q160 496 150 400 Q136 300 142 200 Q150 100 206 102 Z';

const slide = `<path class="w" d="${SLIDE}"/>
  <path class="s" d="M206 116 Q254 118 258 200 Q262 300 250 396 Q242 484 206 484 Q170 484 162 396 Q150 300 154 200 Q158 118 206 116 Z"/>
  <path class="g" d="M134 170 Q206 148 278 170 L284 290 Q206 272 128 290 Z"/>
  <path class="t" d="M140 190 Q206 172 272 190 M136 272 Q206 256 278 272"/>`;

const sandals = `<g transform="translate(-14 0)">${slide}</g><g transform="translate(204 0)">${slide}</g>`;

const flats = `<g transform="translate(-45 -60) scale(1.15)"><path class="g" d="M106 404 Q104 334 166 322 Q230 326 268 352 Q344 330 430 342 Q500 356 500 404 L498 420 H108 Z"/>
  <path class="s" d="M128 372 Q150 338 200 338 Q244 342 270 366 Q226 384 180 384 Q140 384 128 372 Z"/>
  <path class="t" d="M300 352 L352 404 M340 344 L400 404 M390 344 L450 400 M300 404 L356 348 M340 404 L400 344 M392 404 L450 350"/>
  <path class="w" d="M100 412 H504 Q508 436 484 438 H118 Q98 436 100 412 Z"/>
  <path class="g" d="M270 348 Q252 326 256 354 Q252 378 270 360 Q288 378 284 354 Q288 326 270 348 Z"/></g>`;

export const ACCESSORIES = {
  belt,
  backpack,
  cap,
  beanie,
  'sling-bag': slingBag,
  sunglasses,
  socks,
  sneakers,
  boots,
  sandals,
  flats,
} as const;

// Flat front views of clothes on a 600 x 600 canvas, drawn with the classes of drawing.ts:
// g the garment, d a seam or edge, t stitching, s shade, h highlight, m a button or zip.

const TEE_BODY =
  'M210 130 L262 112 Q300 142 338 112 L390 130 L470 192 L432 252 L392 228 L392 470 Q300 480 208 470 L208 228 L168 252 L130 192 Z';
const TEE_HEMS = 'M142 184 L180 244 M458 184 L420 244 M210 452 Q300 462 390 452';

// Long sleeves that end at the cuffs, with the body between them.
const LONG_SLEEVED_BODY =
  'M255 104 L345 104 L392 124 Q424 136 432 176 L470 420 L428 432 L398 262 L398 482 L202 482 L202 262 L172 432 L130 420 L168 176 Q176 136 208 124 Z';
const CUFFS = 'M134 400 L174 410 M466 400 L426 410';

const buttons = (x: number, ys: number[]) =>
  ys.map((y) => `<circle class="m" cx="${x}" cy="${y}" r="6"/>`).join('');

const shirt = `<path class="g" d="${LONG_SLEEVED_BODY}"/>
  <path class="d" d="M300 150 L300 482 M312 150 L312 482 ${CUFFS}"/>
  <path class="d" d="M225 205 H272 V250 Q248 260 225 250 Z"/>
  <path class="g" d="M255 104 L300 152 L266 168 L244 112 Z M345 104 L300 152 L334 168 L356 112 Z"/>
  ${buttons(306, [190, 250, 310, 370, 430])}`;

const polo = `<path class="g" d="${TEE_BODY}"/>
  <path class="d" d="${TEE_HEMS} M290 136 V212 H310 V136"/>
  <path class="g" d="M262 112 L300 140 L284 166 L246 128 Z M338 112 L300 140 L316 166 L354 128 Z"/>
  ${buttons(300, [160, 192])}`;

const tee = `<path class="g" d="${TEE_BODY}"/>
  <path class="d" d="${TEE_HEMS}"/>
  <path class="s" d="M262 112 Q300 142 338 112 L346 116 Q300 162 254 116 Z"/>`;

const JEANS_BODY = 'M200 112 L400 112 L414 496 L318 496 L300 222 L282 496 L186 496 Z';

const jeans = `<path class="g" d="${JEANS_BODY}"/>
  <path class="d" d="M201 142 H399 M300 142 V205 M214 142 Q228 182 264 142 M386 142 Q372 182 336 142"/>
  <path class="t" d="M300 150 Q322 200 300 214 M212 150 L200 486 M388 150 L400 486 M196 478 H276 M324 478 H404"/>
  <path class="d" d="M228 112 V142 M372 112 V142 M282 112 V142"/>
  <circle class="m" cx="300" cy="127" r="7"/>`;

const trousers = `<path class="g" d="M196 112 L404 112 L424 496 L320 496 L300 226 L280 496 L176 496 Z"/>
  <path class="d" d="M197 140 H403 M300 140 V210 M212 140 L236 200 M388 140 L364 200"/>
  <path class="d" d="M246 160 L232 490 M354 160 L368 490"/>
  <path class="s" d="M180 470 L280 472 L280 496 L176 496 Z M320 472 L420 470 L424 496 L320 496 Z"/>
  <circle class="m" cx="300" cy="126" r="6"/>`;

const shorts = `<g transform="translate(-60 -90) scale(1.2)"><path class="g" d="M188 170 L412 170 L436 392 L320 408 L300 290 L280 408 L164 392 Z"/>
  <path class="d" d="M189 204 H411 M300 204 V270 M168 370 L282 386 M432 370 L318 386"/>
  <path class="d" d="M292 206 Q280 236 286 262 M308 206 Q320 236 314 262"/>
  <path class="t" d="M196 186 H404"/></g>`;

const jacket = `<path class="g" d="${LONG_SLEEVED_BODY}"/>
  <path class="g" d="M250 96 L350 96 L354 132 Q300 146 246 132 Z"/>
  <path class="d" d="M300 132 V482 ${CUFFS} M202 448 H398 M226 330 L262 310 M374 330 L338 310"/>
  <path class="t" d="M202 220 H398 M202 300 H398 M202 380 H398"/>
  <rect class="m" x="293" y="140" width="14" height="30" rx="4"/>`;

const hoodie = `<path class="g" d="M236 140 Q236 64 300 60 Q364 64 364 140 Z"/>
  <path class="s" d="M254 134 Q256 84 300 80 Q344 84 346 134 Z"/>
  <path class="g" d="${LONG_SLEEVED_BODY}"/>
  <path class="g" d="M236 128 Q270 112 300 150 Q330 112 364 128 L345 104 L300 128 L255 104 Z"/>
  <path class="d" d="${CUFFS} M202 446 H398 M226 330 H374 L394 420 H206 Z"/>
  <path class="d" d="M286 150 L280 226 M314 150 L320 226"/>
  <circle class="m" cx="280" cy="232" r="6"/><circle class="m" cx="320" cy="232" r="6"/>`;

const dress = `<path class="g" d="M252 104 L348 104 L384 150 L362 172 L346 160 L340 252 Q410 360 438 492 Q300 512 162 492 Q190 360 260 252 L254 160 L238 172 L216 150 Z"/>
  <path class="s" d="M252 104 L300 186 L348 104 L336 104 L300 166 L264 104 Z"/>
  <path class="g" d="M258 244 H342 V266 H258 Z"/>
  <path class="d" d="M342 258 Q372 290 366 330 M342 258 Q356 300 344 326 M270 300 Q240 400 222 494 M300 290 V502 M330 300 Q360 400 378 494"/>
  ${[
    [232, 420],
    [290, 360],
    [354, 430],
    [300, 460],
    [282, 210],
    [320, 150],
    [248, 470],
  ]
    .map(([x, y]) => `<circle class="h" cx="${x}" cy="${y}" r="9"/>`)
    .join('')}`;

const cardigan = `<path class="g" d="${LONG_SLEEVED_BODY}"/>
  <path class="s" d="M255 104 L300 250 L345 104 Z"/>
  <path class="d" d="M255 104 L300 250 L345 104 M300 250 V482 ${CUFFS} M202 450 H398"/>
  <path class="t" d="${Array.from({ length: 12 }, (_, i) => `M${210 + i * 16} 456 V478`).join(' ')}"/>
  ${buttons(310, [280, 330, 380, 430])}`;

const sportsBra = `<g transform="translate(-105 -60) scale(1.35)">
  <path class="g" d="M232 150 L262 150 L270 190 Q300 216 330 190 L338 150 L368 150 L372 200 Q392 228 394 260 L396 340 L204 340 L206 260 Q208 228 228 200 Z"/>
  <path class="d" d="M208 296 H392 M236 160 V196 M364 160 V196 M238 230 Q300 262 362 230"/>
  <path class="t" d="M208 318 H392"/></g>`;

const leggings = `<path class="g" d="M224 108 L376 108 L374 200 L356 482 L314 482 L300 236 L286 482 L244 482 L226 200 Z"/>
  <path class="d" d="M225 152 H375 M300 152 V236"/>
  <path class="t" d="M236 170 L254 476 M364 170 L346 476"/>`;

/** A top and trousers side by side, smaller, with contrast piping. */
const pyjamas = `<g transform="translate(52 96) scale(0.6)">${shirt}<path class="p" d="${CUFFS} M202 470 H398 M255 104 L300 152 L345 104"/></g>
  <g transform="translate(274 150) scale(0.62)"><path class="g" d="M196 112 L404 112 L424 496 L320 496 L300 226 L280 496 L176 496 Z"/>
  <path class="d" d="M197 150 H403 M292 152 L284 190 M308 152 L316 190"/><path class="p" d="M184 474 H280 M320 474 H416"/></g>`;

export const CLOTHES = {
  't-shirt': tee,
  shirt,
  polo,
  jeans,
  trousers,
  shorts,
  jacket,
  hoodie,
  dress,
  cardigan,
  'sports-bra': sportsBra,
  leggings,
  pyjamas,
} as const;

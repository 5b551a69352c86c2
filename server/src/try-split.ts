import { packingSet, MJF_5200, SPACING } from './bench/packing-set.js';
import { pack } from './files/geometry/packing/pack.js';
const parts = packingSet();
let left = 100;
const hundred = parts.map((part) => { const quantity = Math.min(part.quantity, Math.max(0, Math.min(left, Math.ceil(part.quantity / 4)))); left -= quantity; return { ...part, quantity }; });
let t = Date.now(); let firstProgress = 0;
const r = pack({ volume: MJF_5200, spacing: SPACING, parts: hundred, objective: 'LOWEST_HEIGHT', seconds: 30, attempts: 1 }, { onProgress: (p) => { if (p.placed === 1) firstProgress = Date.now() - t; } });
console.log('total', Date.now() - t, 'first placement at', firstProgress, r.placements.length);

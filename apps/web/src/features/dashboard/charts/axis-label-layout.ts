/** A label to place on the time axis, in CSS pixels from the plot's left edge. */
export type LabelToPlace = {
  /** Where its middle belongs: under the days it names. */
  centre: number;
  /** The stretch of the axis it names (a month's days, or a day), within the plot. */
  span: readonly [number, number];
  /** Its width in each wording, the preferred first: "Nov 2026", then "Nov". */
  widths: readonly number[];
  /** How much it matters: the lightest is left out first when not all can be shown. */
  weight: number;
};

/** Where the labels may go: from `min` to `max` (the chart's edges), `gap` apart at least. */
export type LabelRoom = { min: number; max: number; gap: number };

/** A label's place: its left edge and the wording it is shown in; null for one left out. */
export type PlacedLabel = { left: number; wording: number } | null;

/** Rounding of measured widths, so a label that fits exactly is not taken as misplaced. */
const TOLERANCE_PX = 0.5;

/**
 * How far a label may be moved from the middle of its days and still be shown in the
 * preferred wording: further, the labels read as crowded ("Nov 2026 Dec 2026"), and the
 * shorter wording, which leaves each where it belongs, reads better.
 */
const DRIFT_PX = 12;

/**
 * How many times the room's gap a longer wording needs between labels: "Nov 2026 Dec
 * 2026" eight pixels apart reads as one phrase, where "Nov Dec" does not.
 */
const ROOMY_GAP_TIMES = 2;

/** `value` kept between `low` and `high`. */
export const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

const widthIn = (label: LabelToPlace, wording: number) => label.widths[Math.min(wording, label.widths.length - 1)] ?? 0;

/**
 * Places every label, in order and never touching, inside the room. Each wording is
 * tried in turn, the preferred first: it is taken when, ROOMY_GAP_TIMES the gap apart,
 * every label still names its stretch (sits inside it, or covers it when the stretch is
 * narrower than the label, as one or two days of a month at the range's end are) and
 * none was moved more than DRIFT_PX; else the last wording is taken wherever it has to
 * go. Only when even that does not fit in the room are labels left out, the lightest
 * first (the oldest of equals).
 */
export function layOutLabels(labels: readonly LabelToPlace[], room: LabelRoom): PlacedLabel[] {
  const wordings = Math.max(1, ...labels.map((label) => label.widths.length));
  for (let wording = 0; wording < wordings; wording += 1) {
    const widths = labels.map((label) => widthIn(label, wording));
    const gap = wording < wordings - 1 ? room.gap * ROOMY_GAP_TIMES : room.gap;
    const lefts = pack(labels, widths, { ...room, gap });
    const isWhereItBelongs = (left: number, index: number) => {
      const label = labels[index];
      const width = widths[index] ?? 0;
      return (
        label !== undefined && namesItsSpan(left, width, label.span) && drift(left, width, label, room) <= DRIFT_PX
      );
    };
    if (lefts?.every(isWhereItBelongs)) {
      return lefts.map((left, index) => ({
        left,
        wording: Math.min(wording, (labels[index]?.widths.length ?? 1) - 1),
      }));
    }
  }
  const last = wordings - 1;
  const kept = labels.map((_, index) => index);
  while (kept.length > 0) {
    const keptLabels = kept.map((index) => labels[index] as LabelToPlace);
    const lefts = pack(
      keptLabels,
      keptLabels.map((label) => widthIn(label, last)),
      room,
    );
    if (lefts) {
      const placed: PlacedLabel[] = labels.map(() => null);
      kept.forEach((index, at) => {
        placed[index] = { left: lefts[at] ?? 0, wording: Math.min(last, (labels[index]?.widths.length ?? 1) - 1) };
      });
      return placed;
    }
    kept.splice(lightest(keptLabels), 1);
  }
  return labels.map(() => null);
}

/** The position in `labels` of the one to leave out first: the lightest, the oldest of equals. */
function lightest(labels: readonly LabelToPlace[]): number {
  let found = 0;
  labels.forEach((label, index) => {
    if (label.weight < (labels[found]?.weight ?? Infinity)) found = index;
  });
  return found;
}

/** How far a label was moved from where it would be alone (its days' middle, inside the room). */
function drift(left: number, width: number, label: LabelToPlace, room: LabelRoom): number {
  return Math.abs(left - idealLeft(label, width, room));
}

function idealLeft(label: LabelToPlace, width: number, { min, max }: LabelRoom): number {
  return clamp(label.centre - width / 2, min, max - width);
}

/** Inside its stretch; or, for a label wider than it (a day or two of a month), over all of it. */
function namesItsSpan(left: number, width: number, [from, to]: readonly [number, number]): boolean {
  const right = left + width;
  if (width <= to - from) return left >= from - TOLERANCE_PX && right <= to + TOLERANCE_PX;
  return left <= from + TOLERANCE_PX && right >= to - TOLERANCE_PX;
}

type Cluster = { first: number; width: number; idealSum: number; count: number; left: number };

/**
 * The labels' left edges, in order and `gap` apart, each as near its centre as the others
 * allow: labels that would touch are moved as one block to where their mean wish puts it,
 * and a block is merged with the one before while they touch (pool-adjacent-violators).
 * Null when they cannot all fit in the room.
 */
function pack(labels: readonly LabelToPlace[], widths: readonly number[], room: LabelRoom): number[] | null {
  const { min, max, gap } = room;
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(labels.length - 1, 0);
  if (total > max - min + TOLERANCE_PX) return null;
  const clusters: Cluster[] = [];
  labels.forEach((label, index) => {
    const width = widths[index] ?? 0;
    const ideal = idealLeft(label, width, room);
    let cluster: Cluster = { first: index, width, idealSum: ideal, count: 1, left: ideal };
    for (let previous = clusters.at(-1); previous; previous = clusters.at(-1)) {
      if (previous.left + previous.width + gap <= cluster.left) break;
      clusters.pop();
      // This block's labels now sit after the previous block's: their wishes, as lefts of the merged block.
      const shift = previous.width + gap;
      const merged = {
        first: previous.first,
        width: shift + cluster.width,
        idealSum: previous.idealSum + cluster.idealSum - shift * cluster.count,
        count: previous.count + cluster.count,
      };
      cluster = { ...merged, left: clamp(merged.idealSum / merged.count, min, max - merged.width) };
    }
    clusters.push(cluster);
  });
  const lefts: number[] = [];
  clusters.forEach((cluster, at) => {
    const end = clusters[at + 1]?.first ?? labels.length;
    let left = cluster.left;
    for (let index = cluster.first; index < end; index += 1) {
      lefts.push(left);
      left += (widths[index] ?? 0) + gap;
    }
  });
  return lefts;
}

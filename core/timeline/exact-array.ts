// The first `n` elements of a buffer as a new array of exactly that length, made by array
// literals, for arrays that end up in the timeline (steps, tasks).
//
// Why literals: V8 pretenures a literal's allocation site once its arrays are seen to
// survive, i.e. allocates them in the old generation directly, where the young-generation
// GC never copies them. An array grown by `push` (or made by `slice`) gets young storage,
// with spare capacity (17 slots for 1 to 17 elements), that every build copies twice. A
// 100k-message thread has ~17k such arrays, all of which survive the build. Steps items
// rarely pass 12 steps (1 in 50 in a typical thread); longer ones are sliced.

export function exactCopy<T>(b: readonly T[], n: number): T[] {
  switch (n) {
    case 0:
      return [];
    case 1:
      return [b[0]!];
    case 2:
      return [b[0]!, b[1]!];
    case 3:
      return [b[0]!, b[1]!, b[2]!];
    case 4:
      return [b[0]!, b[1]!, b[2]!, b[3]!];
    case 5:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!];
    case 6:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!];
    case 7:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!];
    case 8:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!, b[7]!];
    case 9:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!, b[7]!, b[8]!];
    case 10:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!, b[7]!, b[8]!, b[9]!];
    case 11:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!, b[7]!, b[8]!, b[9]!, b[10]!];
    case 12:
      return [b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!, b[6]!, b[7]!, b[8]!, b[9]!, b[10]!, b[11]!];
    default:
      return b.slice(0, n);
  }
}

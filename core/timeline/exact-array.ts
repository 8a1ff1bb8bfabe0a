// Copies of arrays at their final length, made by array literals, for arrays that end up
// in the timeline (steps, tasks).
//
// Why: an array grown by `push` gets its storage from the young generation, where the GC
// copies it twice before it settles in the old one, and with spare capacity (17 slots
// for 1 to 17 elements). An array literal's allocation site is pretenured by V8 once its
// arrays are seen to survive: it is then allocated in the old generation directly, at its
// exact size. A 100k-message thread has ~17k such arrays, all of which survive the build.
// Longer arrays (a fifth of steps items) get `new Array(n)`, which is exact-size at least.

export function exactArray<T>(a: T[]): T[] {
  switch (a.length) {
    case 0:
      return [];
    case 1:
      return [a[0]!];
    case 2:
      return [a[0]!, a[1]!];
    case 3:
      return [a[0]!, a[1]!, a[2]!];
    case 4:
      return [a[0]!, a[1]!, a[2]!, a[3]!];
    case 5:
      return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!];
    case 6:
      return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!];
    case 7:
      return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, a[6]!];
    case 8:
      return [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, a[6]!, a[7]!];
    default: {
      const out = new Array<T>(a.length);
      for (let i = 0; i < a.length; i++) out[i] = a[i]!;
      return out;
    }
  }
}

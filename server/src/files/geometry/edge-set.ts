/** Undirected edges between vertex ids (a few thousand at most: the edges around holes). */
export class EdgeSet {
  private readonly keys = new Set<number>();

  constructor(private readonly vertexCount: number) {}

  add(a: number, b: number): void {
    this.keys.add(a < b ? a * this.vertexCount + b : b * this.vertexCount + a);
  }

  has(a: number, b: number): boolean {
    return this.keys.has(a < b ? a * this.vertexCount + b : b * this.vertexCount + a);
  }
}

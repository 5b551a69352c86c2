import { fadedColour, groupColour } from './group-colours';
import { instancesByFile } from './build-instances';

const at = (x: number, y: number, z: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];

describe('the build’s instances by file', () => {
  const instances = [
    { fileId: 7, matrix: at(10, 10, 0), group: 0 },
    { fileId: 3, matrix: at(50, 10, 0), group: 1 },
    { fileId: 7, matrix: at(90, 10, 0), group: 2 },
  ];

  it('gathers each file’s matrices and group colours, files in the order they first appear', () => {
    expect(instancesByFile(instances)).toEqual([
      { fileId: 7, matrices: Float32Array.from([...at(10, 10, 0), ...at(90, 10, 0)]), colours: [groupColour(0), groupColour(2)] },
      { fileId: 3, matrices: Float32Array.from(at(50, 10, 0)), colours: [groupColour(1)] },
    ]);
  });

  it('fades the instances that are not highlighted while some are', () => {
    const [seven, three] = instancesByFile(instances, [2]);
    expect(seven!.colours).toEqual([fadedColour(groupColour(0)), groupColour(2)]);
    expect(three!.colours).toEqual([fadedColour(groupColour(1))]);
  });

  it('has nothing to draw for an empty build', () => {
    expect(instancesByFile([])).toEqual([]);
  });
});

/** A small deterministic PRNG (mulberry32): same seed, same numbers, on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed with an episode number so every episode gets its own stream. */
export function episodeSeed(seed: number, episode: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(episode + 1, 0xc2b2ae35)) >>> 0;
}

export interface Trajectory {
  state: number[][];
  action: number[][];
}

/**
 * Smooth joint trajectories: per joint a sinusoid with its own amplitude, frequency and phase
 * (drawn from the seed) plus small noise; the last joint is a gripper in 0..100 like SO-101.
 * The action of a frame is the next frame's state plus a little noise, so a behaviour-cloning
 * policy has something real to learn.
 */
export function syntheticTrajectory(options: { frames: number; joints: number; fps: number; seed: number }): Trajectory {
  const random = seededRandom(options.seed);
  const joints = Array.from({ length: options.joints }, (_, j) => {
    const gripper = options.joints > 1 && j === options.joints - 1;
    return {
      base: gripper ? 50 : (random() - 0.5) * 60,
      amplitude: gripper ? 35 + random() * 10 : 10 + random() * 30,
      frequency: 0.15 + random() * 0.35,
      phase: random() * 2 * Math.PI,
    };
  });
  const noise = () => (random() - 0.5) * 0.2;
  const positions: number[][] = [];
  for (let frame = 0; frame <= options.frames; frame++) {
    const t = frame / options.fps;
    positions.push(joints.map((joint) => joint.base + joint.amplitude * Math.sin(2 * Math.PI * joint.frequency * t + joint.phase)));
  }
  const state = positions.slice(0, options.frames).map((position) => position.map((value) => value + noise()));
  const action = positions.slice(1).map((position) => position.map((value) => value + noise()));
  return { state, action };
}

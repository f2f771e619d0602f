import { commandWorks, runCommand } from './run-command.js';

const INSTALL_HINT =
  'ffmpeg (with libsvtav1 and libdav1d) is required. Install it with:\n' +
  '  sudo apt-get update && sudo apt-get install -y ffmpeg        # Debian/Ubuntu\n' +
  '  brew install ffmpeg                                            # macOS';

export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

async function ffmpegReady(): Promise<boolean> {
  return (await commandWorks('ffmpeg', ['-hide_banner', '-version'])) && (await commandWorks('ffprobe', ['-hide_banner', '-version']));
}

/** Makes sure ffmpeg and ffprobe exist, installing Debian's package when we may; otherwise says exactly what to run. */
export async function ensureFfmpeg(log: (line: string) => void): Promise<void> {
  if (await ffmpegReady()) return;
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && (await commandWorks('sudo', ['-n', 'true']));
  const hasApt = await commandWorks('apt-get', ['--version']);
  if (!hasApt || (!isRoot && !canSudo)) throw new SetupError(`ffmpeg was not found.\n${INSTALL_HINT}`);

  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = async (args: string[]) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    const result = await runCommand(command!, rest, { env });
    if (result.code !== 0) throw new SetupError(`'apt-get ${args.join(' ')}' failed:\n${result.stderr.trim().split('\n').slice(-8).join('\n')}\n${INSTALL_HINT}`);
  };
  log('ffmpeg not found: installing it from Debian packages (apt-get install ffmpeg), this takes a minute…');
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg']);
  if (!(await ffmpegReady())) throw new SetupError(`ffmpeg is still missing after installing it.\n${INSTALL_HINT}`);
  log('ffmpeg installed');
}

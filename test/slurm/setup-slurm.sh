#!/usr/bin/env bash
# A real single-node Slurm on this host, for the Slurm compute backend's integration test.
# Installs Debian's slurm-wlm and munge, writes a minimal slurm.conf (no accounting, no cgroups:
# it must run inside a container), starts munged, slurmctld and slurmd, and waits until `sinfo`
# shows the node idle. Needs root and Debian/Ubuntu. Idempotent: a second run only checks.
#
#   sudo test/slurm/setup-slurm.sh          # install + configure + start
#   SLURM_SETUP_NO_INSTALL=1 ...            # do not apt-get, use what is installed
set -euo pipefail

log() { printf '[setup-slurm] %s\n' "$*"; }
fail() { printf '[setup-slurm] FAILED: %s\n' "$*" >&2; exit 1; }

node_state() { sinfo -h -N -o '%T' 2>/dev/null | head -n1 || true; }
running() { [[ -s $1 ]] && kill -0 "$(cat "$1")" 2>/dev/null; }

# slurmctld keeps calling a node idle for minutes after its slurmd died, so check the daemons too.
if command -v sinfo >/dev/null && running /run/slurmctld.pid && running /run/slurmd.pid && [[ "$(node_state)" =~ ^(idle|mixed|allocated) ]]; then
  log "Slurm already up: $(sinfo --version), node $(sinfo -h -N -o '%N %T' | head -n1)"
  exit 0
fi

[[ $(id -u) -eq 0 ]] || fail "needs root (apt-get, daemons)"

if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v munged >/dev/null; then
  [[ -n "${SLURM_SETUP_NO_INSTALL:-}" ]] && fail "slurm-wlm/munge not installed and SLURM_SETUP_NO_INSTALL is set"
  command -v apt-get >/dev/null || fail "apt-get not found: install slurm-wlm and munge by hand"
  log "installing slurm-wlm and munge with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurm-wlm slurm-client munge >/dev/null
fi

# --- munge: a key, its run directory, the daemon ----------------------------------------------
if [[ ! -s /etc/munge/munge.key ]]; then
  log "creating munge key"
  if command -v mungekey >/dev/null; then mungekey --create --force; else dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 status=none; fi
fi
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
install -d -o munge -g munge -m 0755 /run/munge
install -d -o munge -g munge -m 0700 /var/lib/munge /var/log/munge
if ! munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1; then
  log "starting munged"
  runuser -u munge -- /usr/sbin/munged
  for _ in $(seq 50); do munge -n </dev/null 2>/dev/null | unmunge >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n </dev/null | unmunge >/dev/null || fail "munged does not answer"
fi

# --- slurm.conf for this host --------------------------------------------------------------------
HOST=$(hostname -s)
# `slurmd -C` prints this node's real layout (CPUs, sockets, RealMemory) so slurmd never drains it.
NODE_LINE=$(slurmd -C | head -n1)
[[ "$NODE_LINE" == NodeName=* ]] || fail "slurmd -C printed no node line: $NODE_LINE"
install -d -m 0755 /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
CONF=/etc/slurm/slurm.conf
NEW_CONF=$(cat <<EOF
# Written by test/slurm/setup-slurm.sh: a single-node test cluster, no accounting, no cgroups.
ClusterName=robotplatform
SlurmctldHost=${HOST}(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
# Canceled jobs get SIGTERM, then SIGKILL this many seconds later.
KillWait=5
# Finished jobs stay visible to squeue for this long (there is no accounting to ask afterwards).
MinJobAge=600
SchedulerType=sched/backfill
${NODE_LINE} NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=debug Nodes=${HOST} Default=YES MaxTime=INFINITE State=UP
EOF
)
if [[ ! -f $CONF ]] || [[ "$(cat $CONF)" != "$NEW_CONF" ]]; then
  log "writing $CONF"
  printf '%s\n' "$NEW_CONF" >$CONF
  # A changed config needs the daemons restarted.
  for pidfile in /run/slurmd.pid /run/slurmctld.pid; do
    if [[ -s $pidfile ]] && kill -0 "$(cat $pidfile)" 2>/dev/null; then kill "$(cat $pidfile)"; sleep 1; fi
  done
fi

# --- daemons ---------------------------------------------------------------------------------------
if ! running /run/slurmctld.pid; then
  log "starting slurmctld"
  slurmctld || fail "slurmctld did not start; see /var/log/slurm/slurmctld.log"
fi
if ! running /run/slurmd.pid; then
  log "starting slurmd"
  slurmd || fail "slurmd did not start; see /var/log/slurm/slurmd.log"
fi

for _ in $(seq 60); do
  state=$(node_state)
  [[ "$state" =~ ^(idle|mixed|allocated) ]] && break
  # A node left DOWN by an earlier run (e.g. an unclean restart) is put back.
  if [[ "$state" =~ ^(down|drain) ]]; then scontrol update NodeName="$HOST" State=RESUME 2>/dev/null || true; fi
  sleep 1
done
state=$(node_state)
[[ "$state" =~ ^(idle|mixed|allocated) ]] || {
  tail -n 20 /var/log/slurm/slurmctld.log /var/log/slurm/slurmd.log >&2 || true
  fail "node is '${state:-unknown}', not idle, after 60 s"
}
log "Slurm up: $(sinfo --version), node $(sinfo -h -N -o '%N %T %c CPUs %m MB' | head -n1)"

#!/usr/bin/env bash
# A real single-node Slurm on this host, for the Slurm compute backend's tests.
# Installs Debian's slurm-wlm and munge, writes a minimal slurm.conf (no cgroups: it must run
# inside a container), starts munged, slurmctld and slurmd, and waits until `sinfo` shows the
# node idle. Needs root and Debian/Ubuntu. Idempotent: a second run only checks.
#
#   sudo test/slurm/setup-slurm.sh                           # no accounting (sacct disabled)
#   sudo SLURM_SETUP_ACCOUNTING=1 test/slurm/setup-slurm.sh  # + MariaDB and slurmdbd, so sacct answers
#   SLURM_SETUP_NO_INSTALL=1 ...                             # do not apt-get, use what is installed
# Switching between the two modes rewrites slurm.conf and restarts the daemons.
set -euo pipefail

log() { printf '[setup-slurm] %s\n' "$*"; }
fail() { printf '[setup-slurm] FAILED: %s\n' "$*" >&2; exit 1; }

ACCOUNTING=${SLURM_SETUP_ACCOUNTING:-}
CONF=/etc/slurm/slurm.conf
DBD_CONF=/etc/slurm/slurmdbd.conf
node_state() { sinfo -h -N -o '%T' 2>/dev/null | head -n1 || true; }
running() { [[ -s $1 ]] && kill -0 "$(cat "$1")" 2>/dev/null; }
node_usable() { [[ "$(node_state)" =~ ^(idle|mixed|allocated) ]]; }
conf_has_accounting() { grep -q '^AccountingStorageType=accounting_storage/slurmdbd' $CONF 2>/dev/null; }

# slurmctld keeps calling a node idle for minutes after its slurmd died, so check the daemons too.
if command -v sinfo >/dev/null && running /run/slurmctld.pid && running /run/slurmd.pid && node_usable; then
  if [[ -n $ACCOUNTING ]] && conf_has_accounting && running /run/slurmdbd.pid; then
    log "Slurm already up with accounting: $(sinfo --version), node $(sinfo -h -N -o '%N %T' | head -n1)"; exit 0
  elif [[ -z $ACCOUNTING ]] && ! conf_has_accounting; then
    log "Slurm already up: $(sinfo --version), node $(sinfo -h -N -o '%N %T' | head -n1)"; exit 0
  fi
fi

[[ $(id -u) -eq 0 ]] || fail "needs root (apt-get, daemons)"

packages=()
command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v sbatch >/dev/null || packages+=(slurm-wlm slurm-client)
command -v munged >/dev/null || packages+=(munge)
if [[ -n $ACCOUNTING ]]; then
  command -v slurmdbd >/dev/null || packages+=(slurmdbd)
  command -v mariadbd >/dev/null || packages+=(mariadb-server)
fi
if ((${#packages[@]})); then
  [[ -n "${SLURM_SETUP_NO_INSTALL:-}" ]] && fail "${packages[*]} not installed and SLURM_SETUP_NO_INSTALL is set"
  command -v apt-get >/dev/null || fail "apt-get not found: install ${packages[*]} by hand"
  log "installing ${packages[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
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
install -d -m 0755 /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm

# --- accounting: MariaDB + slurmdbd (only with SLURM_SETUP_ACCOUNTING) -----------------------------
if [[ -n $ACCOUNTING ]]; then
  if ! mariadb -e 'select 1' >/dev/null 2>&1; then
    log "starting MariaDB"
    install -d -o mysql -g mysql /run/mysqld
    (setsid nohup /usr/sbin/mariadbd --user=mysql --bind-address=127.0.0.1 >/var/log/slurm/mariadb.log 2>&1 &)
    for _ in $(seq 60); do mariadb -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
    mariadb -e 'select 1' >/dev/null || fail "MariaDB did not start; see /var/log/slurm/mariadb.log"
  fi
  # A test-only database password: the database listens on 127.0.0.1 only.
  mariadb -e "create database if not exists slurm_acct_db; create user if not exists 'slurm'@'localhost' identified by 'slurmtest'; grant all on slurm_acct_db.* to 'slurm'@'localhost';"
  cat >$DBD_CONF <<EOF
AuthType=auth/munge
DbdHost=localhost
SlurmUser=root
PidFile=/run/slurmdbd.pid
LogFile=/var/log/slurm/slurmdbd.log
StorageType=accounting_storage/mysql
StorageHost=localhost
StorageUser=slurm
StoragePass=slurmtest
StorageLoc=slurm_acct_db
EOF
  chmod 0600 $DBD_CONF
  if ! running /run/slurmdbd.pid; then
    log "starting slurmdbd"
    slurmdbd || fail "slurmdbd did not start; see /var/log/slurm/slurmdbd.log"
  fi
  ACCOUNTING_LINES=$'AccountingStorageType=accounting_storage/slurmdbd\nAccountingStorageHost=localhost\nJobAcctGatherType=jobacct_gather/none\n# Finished jobs leave squeue after 2 s; sacct answers for them.\nMinJobAge=2'
else
  ACCOUNTING_LINES=$'AccountingStorageType=accounting_storage/none\nJobAcctGatherType=jobacct_gather/none\nJobCompType=jobcomp/none\n# Finished jobs stay visible to squeue for this long (there is no accounting to ask afterwards).\nMinJobAge=600'
fi

# --- slurm.conf for this host --------------------------------------------------------------------
HOST=$(hostname -s)
# `slurmd -C` prints this node's real layout (CPUs, sockets, RealMemory) so slurmd never drains it.
NODE_LINE=$(slurmd -C | head -n1)
[[ "$NODE_LINE" == NodeName=* ]] || fail "slurmd -C printed no node line: $NODE_LINE"
NEW_CONF=$(cat <<EOF
# Written by test/slurm/setup-slurm.sh: a single-node test cluster, no cgroups.
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
${ACCOUNTING_LINES}
# Canceled jobs get SIGTERM, then SIGKILL this many seconds later.
KillWait=5
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
    if running $pidfile; then
      pid=$(cat $pidfile); kill "$pid"
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    fi
  done
fi

# sacctmgr reads slurm.conf, so the cluster is registered once the accounting config is written.
if [[ -n $ACCOUNTING ]]; then
  for _ in $(seq 30); do sacctmgr -n list cluster >/dev/null 2>&1 && break; sleep 1; done
  if ! sacctmgr -n -P list cluster format=Cluster 2>/dev/null | grep -qx robotplatform; then
    sacctmgr -i add cluster robotplatform >/dev/null || fail "sacctmgr could not register the cluster; see /var/log/slurm/slurmdbd.log"
  fi
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
  node_usable && break
  # A node left DOWN by an earlier run (e.g. an unclean restart) is put back.
  if [[ "$(node_state)" =~ ^(down|drain) ]]; then scontrol update NodeName="$HOST" State=RESUME 2>/dev/null || true; fi
  sleep 1
done
node_usable || {
  tail -n 20 /var/log/slurm/slurmctld.log /var/log/slurm/slurmd.log >&2 || true
  fail "node is '$(node_state)', not idle, after 60 s"
}
log "Slurm up${ACCOUNTING:+ with accounting (slurmdbd)}: $(sinfo --version), node $(sinfo -h -N -o '%N %T %c CPUs %m MB' | head -n1)"

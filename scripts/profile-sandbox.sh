#!/usr/bin/env bash
# profile-sandbox.sh records where a sandboxed scanner start spends its CPU
# (docs/benchmarks.md, "Sandbox start: where the init's CPU goes"): it runs
# the one-slot cases of BenchmarkPipeline (sandbox on, then off) under a
# system-wide `perf record -g` with kernel stacks and sorts the samples of
# the sandbox's processes by phase. Only the sandbox-on case starts inits
# and network namespaces; the scanner's lines count both cases' scanners. Run it as root from anywhere in the repository:
#
#   scripts/profile-sandbox.sh                # the worker built from this tree
#   WORKER=/tmp/worker-old scripts/profile-sandbox.sh   # another worker binary
#   JOBS=800 scripts/profile-sandbox.sh
#
# At the default 999 Hz one sample is about 1 ms of CPU, so samples divided
# by JOBS approximate milliseconds per job. Processes are told apart by
# name: the init is the re-executed worker binary ("exe"), the no-op probe
# scanner runs from a sealed memfd ("3"), the network namespace's teardown
# runs in a kernel worker (cleanup_net) and its creation inside the
# worker's clone (copy_net_ns). Other programs that re-execute themselves
# as "exe" on the same machine are counted too.
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${JOBS:-400}
FREQ=${FREQ:-999}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ -z "${WORKER:-}" ]; then
	WORKER=$tmp/worker
	go build -o "$WORKER" ./cmd/worker
fi
go test -c -o "$tmp/worker.test" ./cmd/worker
echo "worker: $WORKER; load: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd cmd/worker && SLUICE_TEST_WORKER_BIN=$WORKER perf record -q -a -g -F "$FREQ" -o "$tmp/perf.data" -- \
	"$tmp/worker.test" -test.run '^$' -test.bench 'BenchmarkPipeline/^slots=1$' -test.benchtime "${JOBS}x") |
	grep -E 'jobs/s' || true
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

perf script -i "$tmp/perf.data" -F comm,tid,ip,sym 2>/dev/null | python3 -c '
import collections, sys
jobs = int(sys.argv[1])
# The first key found in a sample stack names its phase; the order matters.
INIT = [
    ("sbinit.restrictThread", "Landlock and no_new_privs (restrictThread)"),
    ("sbinit.dropCapabilities", "dropping capabilities"),
    ("syscall.forkExec", "fork of the scanner"),
    ("sbinit.SetRlimits", "rlimits at the exec stop"),
    ("sbinit.startScanner", "exec stop, ptrace detach"),
    ("do_exit", "exit (address space, namespaces, mounts)"),
    ("execve", "execve of the worker binary"),
    ("_dl_", "dynamic loader and libc start (cgo binary)"),
    ("dl_main", "dynamic loader and libc start (cgo binary)"),
    ("handle_intel", "dynamic loader and libc start (cgo binary)"),
    ("intel_check_word", "dynamic loader and libc start (cgo binary)"),
    ("sbinit.prepare", "prep: private mounts, root tmpfs, system paths, /proc, /dev"),
    ("sbinit.receiveRun", "receiving and decoding the run"),
    ("preparedRoot).finish", "the run'"'"'s mounts and pivot_root"),
    ("encoding/json", "JSON"),
    ("runtime.doInit1", "package initialisers before the role"),
    ("runtime.schedinit", "Go runtime start"),
    ("runtime.rt0_go", "Go runtime start"),
    ("runtime.sysmon", "sysmon"),
    ("runtime.mstart", "Go scheduler and threads"),
    ("runtime.goexit", "Go scheduler and threads"),
]
count = collections.Counter()
def phase(comm, stack):
    s = " ".join(stack)
    if comm.startswith("kworker"):
        return "kernel: network namespace teardown (cleanup_net)" if "cleanup_net" in s else None
    if comm == "3":
        return "scanner: exec" if "execve" in s else "scanner: exit" if "do_exit" in s else "scanner: its own run"
    if comm != "exe":
        return "worker: clone with CLONE_NEWNET (copy_net_ns)" if "copy_net_ns" in s else None
    for key, name in INIT:
        if key in s:
            if key == "runtime.doInit1" and "sbinit.init" in s:
                return "init: the role, other"
            return "init: " + name
    return "init: unattributed (page faults, scheduling)"
comm, stack = None, []
for line in sys.stdin:
    if not line.strip():
        if comm is not None:
            p = phase(comm, stack)
            if p:
                count[p] += 1
        comm, stack = None, []
    elif line[0] not in " \t":
        comm = line.split()[0]
    else:
        f = line.split()
        if len(f) > 1:
            stack.append(f[1])
init = sum(v for k, v in count.items() if k.startswith("init:"))
print("%-72s %8s %8s %9s" % ("phase", "samples", "per job", "% of init"))
for k, v in sorted(count.items(), key=lambda kv: -kv[1]):
    share = "%.1f" % (100.0 * v / init) if k.startswith("init:") and init else ""
    print("%-72s %8d %8.2f %9s" % (k, v, v / jobs, share))
print("%-72s %8d %8.2f" % ("init: total", init, init / jobs))
' "$JOBS"

package sandboxtest

import (
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// Units are emulations of where operators run the worker: the mounts
// systemd or a container runtime sets up, as shell commands root runs in
// a private mount namespace before the worker starts as uid 65534.
var Units = map[string][]string{
	// The shipped unit (examples/deploy/sluice-worker.service):
	// ProtectSystem=strict (UnderUnit), ProtectHome=,
	// ProtectKernelModules=, ProtectControlGroups=.
	"shipped": shipped,
	// The shipped unit with ProtectKernelTunables=yes and
	// ProtectKernelLogs=yes, which mount over parts of /proc.
	"masked": append(slices.Clone(shipped),
		"mount --bind /proc/sys /proc/sys && mount -o remount,bind,ro /proc/sys",
		"mount --bind /dev/null /proc/kmsg"),
	// The shipped unit with the /proc paths Docker and Podman mask by
	// default (their "masked" and "read-only" paths).
	"container": append(slices.Clone(shipped),
		"for p in /proc/kcore /proc/keys /proc/timer_list /proc/sched_debug; do [ -e $p ] && mount --bind /dev/null $p; done; true",
		"for p in /proc/acpi /proc/scsi; do [ -d $p ] && mount -t tmpfs -o ro tmpfs $p; done; true",
		"for p in /proc/bus /proc/fs /proc/irq /proc/sys /proc/sysrq-trigger; do [ -e $p ] && mount --bind $p $p && mount -o remount,bind,ro $p; done; true"),
}

var shipped = []string{
	"for d in /home /root; do [ -d $d ] && mount -t tmpfs -o ro,mode=0755 tmpfs $d; done; true",
	"[ -d /usr/lib/modules ] && mount -t tmpfs -o ro,mode=0000 tmpfs /usr/lib/modules; true",
	"[ -d /sys/fs/cgroup ] && mount --bind /sys/fs/cgroup /sys/fs/cgroup && mount -o remount,bind,ro /sys/fs/cgroup; true",
}

// UnderUnit returns a command that runs argv as uid and gid 65534, with
// no capabilities and no_new_privs (setpriv), in a private mount
// namespace (unshare) set up as Units[unit] says: / read-only but for
// $TMPDIR and the rw paths (the unit's PrivateTmp=, StateDirectory= and
// ReadWritePaths=). Its environment must set TMPDIR to a directory uid
// 65534 may write. It skips the test where unshare or setpriv is missing.
func UnderUnit(t testing.TB, ctx context.Context, unit string, rw []string, argv ...string) *exec.Cmd {
	t.Helper()
	mounts, ok := Units[unit]
	if !ok {
		t.Fatalf("no unit %q", unit)
	}
	for _, tool := range []string{"unshare", "setpriv"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s (util-linux) is not installed: cannot emulate a service unit", tool)
		}
	}
	// Read-only flags of a mount are the namespace's own: / is remounted
	// in place, and each writable path bound over itself read-write.
	setup := []string{"mount -o remount,bind,ro /", `mount --bind "$TMPDIR" "$TMPDIR" && mount -o remount,bind,rw "$TMPDIR"`}
	for _, p := range rw {
		q := "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
		setup = append(setup, "mount --bind "+q+" "+q+" && mount -o remount,bind,rw "+q)
	}
	script := strings.Join(append(setup, mounts...), " && ") +
		` && exec setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs "$0" "$@"`
	return exec.CommandContext(ctx, "unshare", append([]string{"-m", "--propagation", "private", "sh", "-c", script}, argv...)...)
}

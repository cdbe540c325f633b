//go:build linux

package sandbox

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// nsScript prints the scanner's PID, network, mount and IPC namespaces.
const nsScript = "#!/bin/sh\nreadlink /proc/self/ns/pid /proc/self/ns/net /proc/self/ns/mnt /proc/self/ns/ipc\n"

// checkFreshNamespaces checks nsScript's output: the scanner runs in
// namespaces other than the worker's. (An init's namespaces die with it,
// and the kernel reuses their numbers, so runs one after another may
// print the same numbers; that each run had an init of its own is checked
// by its pid, and TestInitRefusesSecondRun checks an init takes one run.)
func checkFreshNamespaces(t *testing.T, out string) {
	t.Helper()
	f := strings.Fields(out)
	if len(f) != 4 {
		t.Fatalf("scanner printed %q, want four namespaces", out)
	}
	for _, n := range f {
		kind, _, _ := strings.Cut(n, ":")
		if own, _ := os.Readlink("/proc/self/ns/" + kind); own == n {
			t.Errorf("the scanner shares the worker's %s namespace %s", kind, n)
		}
	}
}

// TestInitRefusesSecondRun hands an init a run and, while its scanner
// runs, tries to hand it another: the init closed its hand-off socket
// when it read the first.
func TestInitRefusesSecondRun(t *testing.T) {
	needSandbox(t)
	cfg := DefaultConfig()
	script := "#!/bin/sh\necho up\nread x\n"
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	ws, tmp := t.TempDir(), t.TempDir()
	cmd, err := cfg.Command(&Job{Exe: exe, Args: []string{"scanner"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
	if err != nil {
		t.Fatal(err)
	}
	ip, err := startInit(nil, cmd.root, cmd.userns, cfg.prep())
	if err != nil {
		t.Fatal(err)
	}
	defer ip.discard()
	inR, inW, _ := os.Pipe()
	outR, outW, _ := os.Pipe()
	null, _ := os.Open(os.DevNull)
	defer null.Close()
	sock := int(ip.handoff.Fd())
	err = sendMsg(sock, cmd.spec, []*os.File{inR, outW, null, exe})
	inR.Close()
	outW.Close()
	if err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil || line != "up\n" {
		t.Fatalf("scanner said %q, %v", line, err)
	}
	err = sendMsg(sock, cmd.spec, []*os.File{null, null, null, exe})
	inW.Close()
	if !errors.Is(err, unix.EPIPE) {
		t.Fatalf("a second run was handed over to a running init (err %v)", err)
	}
}

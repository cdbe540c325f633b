//go:build linux

package hostproc

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestParseStat(t *testing.T) {
	line := "1234 (we ird) (name)) S 1 1234 1234 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 98765 1000 100 18446744073709551615\n"
	s, err := ParseStat(1234, []byte(line))
	if err != nil {
		t.Fatal(err)
	}
	if s.Pid != 1234 || s.State != 'S' || s.PPid != 1 || s.Pgid != 1234 || s.Sid != 1234 || s.StartTicks != 98765 {
		t.Fatalf("%+v", s)
	}
	for _, bad := range []string{
		"", "1 (x", "1 (x) S 1 2",
		"1 (x) S a b c d e f g h i j k l m n o p q r s t",
		"1 (x) S -1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 5",
		"1 (x) SS 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 5",
		"1 (" + strings.Repeat("x", MaxStatBytes) + ") S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 5",
	} {
		if _, err := ParseStat(1, []byte(bad)); err == nil || !strings.Contains(err.Error(), "/proc/1/stat") {
			t.Errorf("%.60q: %v, want an error naming /proc/1/stat", bad, err)
		}
	}
}

func TestReadStatSelf(t *testing.T) {
	s, err := ReadStat(os.Getpid())
	if err != nil {
		t.Fatal(err)
	}
	if s.PPid != os.Getppid() || s.State == 'Z' || s.StartTicks == 0 {
		t.Fatalf("%+v", s)
	}
	if _, err := ReadStat(1 << 30); !os.IsNotExist(err) {
		t.Fatalf("missing pid: %v", err)
	}
	procs, err := AllProcs()
	if err != nil || len(procs) == 0 {
		t.Fatalf("AllProcs: %d, %v", len(procs), err)
	}
	if ResidentBytes(os.Getpid()) <= 0 || ResidentBytes(1<<30) != 0 {
		t.Fatal("ResidentBytes")
	}
	if TreeResidentBytes(os.Getpid()) <= 0 || TreeResidentBytes(1<<30) != 0 {
		t.Fatal("TreeResidentBytes")
	}
}

func FuzzParseStat(f *testing.F) {
	f.Add([]byte("1234 (we ird) (name)) S 1 1234 1234 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 98765 1000\n"))
	f.Add([]byte("1 (x) Z 0 0 0 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 5"))
	f.Add([]byte(")"))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := ParseStat(7, b)
		if err != nil {
			return
		}
		if s.Pid != 7 || s.PPid < 0 || s.Pgid < 0 || s.Sid < 0 || len(b) > MaxStatBytes {
			t.Fatalf("accepted %q as %+v", b, s)
		}
	})
}

func TestParseNSpid(t *testing.T) {
	for _, tc := range []struct {
		status string
		want   bool
		err    string
	}{
		{"Name:\tinit\nNSpid:\t4242\t1\n", true, ""},
		{"NSpid:\t4242\t17\t1\n", true, ""},
		{"NSpid:\t4242\t7\n", false, ""},
		{"NSpid:\t4242\n", false, ""},
		{"NSpid:\t99\t1\n", false, "does not start with the pid"},
		{"Name:\tx\n", false, "no NSpid line"},
	} {
		got, err := parseNSpid(4242, []byte(tc.status))
		if got != tc.want || (tc.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("parseNSpid(%q) = %v, %v; want %v, %q", tc.status, got, err, tc.want, tc.err)
		}
	}
	// The caller itself is no namespace's init below its own.
	if got, err := PIDNamespaceInit(os.Getpid()); got || err != nil {
		t.Errorf("PIDNamespaceInit(self) = %v, %v", got, err)
	}
}

// TestTreePids starts a tree of four processes below a shell (two
// children, one of which has a child of its own) and checks that the walk
// down the children files finds exactly the processes that the parents of
// all processes name, and that TreeResidentBytes counts them.
func TestTreePids(t *testing.T) {
	if !haveChildrenFiles() {
		t.Skip("kernel feature missing: /proc/<pid>/task/<tid>/children (CONFIG_PROC_CHILDREN)")
	}
	cmd := exec.Command("/bin/sh", "-c", "sleep 300 & (sleep 300 & wait) & wait")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	})
	pid := cmd.Process.Pid
	var all []int
	for deadline := time.Now().Add(time.Minute); ; {
		if all = treePidsAllProcs(pid); len(all) == 4 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the tree below %d did not reach 4 processes: %v", pid, all)
		}
		time.Sleep(10 * time.Millisecond)
	}
	walked := treePids(pid)
	slices.Sort(all)
	slices.Sort(walked)
	if !slices.Equal(walked, all) {
		t.Fatalf("walk down the children files found %v, the parents of all processes name %v", walked, all)
	}
	if got, shell := TreeResidentBytes(pid), ResidentBytes(pid); got <= shell {
		t.Fatalf("TreeResidentBytes = %d, no more than the shell alone holds (%d)", got, shell)
	}
}

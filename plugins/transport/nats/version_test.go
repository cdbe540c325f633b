package nats

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport/transporttest"
)

func TestCheckServerVersion(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want string // in the error; "" for accepted
	}{
		{"2.10.0", ""},
		{"2.10.7", ""},
		{"2.11.0-RC.1", ""},
		{"2.15.2", ""},
		{"3.0.0", ""},
		{"2.9.10", "is nats-server 2.9.10; transport.nats needs 2.10.0 or newer"},
		{"2.2.0", "needs 2.10.0 or newer"},
		{"1.99.99", "needs 2.10.0 or newer"},
		{"", `reports version ""`},
		{"2.10", "not major.minor.patch"},
		{"2.x.0", "not major.minor.patch"},
		{"2.10.-1", "not major.minor.patch"},
	} {
		err := checkServerVersion(tc.v)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v, want accepted", tc.v, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: %v, want an error with %q", tc.v, err, tc.want)
		}
	}
}

// oldServerEnv names the nats-server binary older than MinServerVersion
// that TestOldServerIsRefused runs: Debian 12's package (2.9.10), which
// scripts/fetch-old-nats-server.sh unpacks; .ci/run sets it.
const oldServerEnv = "SLUICE_TEST_OLD_NATS_SERVER"

// TestOldServerIsRefused starts a real nats-server older than 2.10 (with
// JetStream on) and checks that the transport refuses it at the first try,
// naming the version found and the version needed, instead of working
// half-way (2.9 drops stream metadata, so every start would mark the state
// bucket's format again).
func TestOldServerIsRefused(t *testing.T) {
	bin := os.Getenv(oldServerEnv)
	if bin == "" {
		t.Skipf("%s is not set: this test needs a nats-server older than %s (scripts/fetch-old-nats-server.sh unpacks Debian 12's 2.9.10 and prints its path)", oldServerEnv, MinServerVersion)
	}
	out, err := exec.Command(bin, "--version").CombinedOutput()
	if err != nil {
		t.Fatalf("%s --version: %v\n%s", bin, err, out)
	}
	version := strings.TrimPrefix(strings.TrimSpace(string(out)), "nats-server: v")
	if checkServerVersion(version) == nil {
		t.Fatalf("%s=%s is nats-server %s, not older than %s", oldServerEnv, bin, version, MinServerVersion)
	}

	// A free loopback port, for the server to listen on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	srv := exec.CommandContext(ctx, bin, "-js", "-a", "127.0.0.1", "-p", fmt.Sprint(port), "-sd", filepath.Join(dir, "js"))
	stderr, err := srv.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); srv.Wait() })
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			if strings.Contains(sc.Text(), "Server is ready") {
				close(ready)
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(30 * time.Second):
		t.Fatalf("nats-server %s did not get ready", version)
	}

	cfg := DefaultConfig()
	cfg.URLs = []string{fmt.Sprintf("nats://127.0.0.1:%d", port)}
	cfg.StartTimeout = job.Duration(time.Minute) // the refusal must not wait for it
	tr, err := Open(cfg, transporttest.WorkerID, nil)
	if err == nil {
		tr.Close()
		t.Fatalf("nats-server %s was accepted", version)
	}
	for _, want := range []string{"is nats-server " + version, "needs " + MinServerVersion + " or newer", "go install github.com/nats-io/nats-server/v2@"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if strings.Contains(err.Error(), "tries") {
		t.Errorf("error %q: an old server was tried again; want a refusal at the first try", err)
	}
}

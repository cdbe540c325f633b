package nats

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	natsgo "github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

// docPermissions reads the allow lists of one role from the code block
// that follows the line starting with heading in docs/transport-nats.md,
// so the documented lists are the ones tested.
func docPermissions(t *testing.T, heading string) *server.Permissions {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "docs", "transport-nats.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	perms := &server.Permissions{Publish: &server.SubjectPermission{}, Subscribe: &server.SubjectPermission{}}
	var found, inBlock bool
	var list *[]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case !found:
			found = strings.HasPrefix(line, heading)
		case !inBlock:
			inBlock = line == "```"
		case line == "```":
			if len(perms.Publish.Allow) == 0 || len(perms.Subscribe.Allow) == 0 {
				t.Fatalf("docs/transport-nats.md, %q: empty publish or subscribe list", heading)
			}
			return perms
		case line == "publish:":
			list = &perms.Publish.Allow
		case line == "subscribe:":
			list = &perms.Subscribe.Allow
		default:
			subject, _, _ := strings.Cut(line, "#")
			if subject = strings.TrimSpace(subject); subject != "" && list != nil {
				*list = append(*list, subject)
			}
		}
	}
	t.Fatalf("docs/transport-nats.md: no permission block after a line starting with %q", heading)
	return nil
}

// nkeyUser makes a user key pair, writes its seed to a file and returns the
// server's entry for it and the seed file.
func nkeyUser(t *testing.T, perms *server.Permissions) (*server.NkeyUser, string) {
	t.Helper()
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, err := kp.PublicKey()
	if err != nil {
		t.Fatal(err)
	}
	seed, err := kp.Seed()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "user.nk")
	if err := os.WriteFile(path, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	return &server.NkeyUser{Nkey: pub, Permissions: perms}, path
}

// TestDocumentedPermissions runs the worker and enqueuer allow lists of
// docs/transport-nats.md §5 on a server that enforces them: each role can
// do its whole job through the transport, a worker cannot enqueue, and an
// enqueuer cannot take a job, change a job's state or plant a bundle.
func TestDocumentedPermissions(t *testing.T) {
	adminUser, adminSeed := nkeyUser(t, nil)
	workerUser, workerSeed := nkeyUser(t, docPermissions(t, "Worker (the `allow` lists"))
	enqUser, enqSeed := nkeyUser(t, docPermissions(t, "Enqueuer:"))
	srv := natstest.StartWith(t, &server.Options{JetStream: true, MaxPayload: 8 << 20,
		Nkeys: []*server.NkeyUser{adminUser, workerUser, enqUser}})
	role := func(seed string, provision bool) Config {
		cfg := testConfig(srv, nil)
		cfg.NKeySeedFile, cfg.Provision = seed, provision
		return cfg
	}
	ctx := context.Background()
	admin := open(t, role(adminSeed, true)) // provisions the streams and buckets
	enq := open(t, role(enqSeed, false))
	w := open(t, role(workerSeed, false))
	var mu sync.Mutex
	var violations []string
	for _, tr := range []*Transport{enq, w} {
		tr.nc.SetErrorHandler(func(_ *natsgo.Conn, _ *natsgo.Subscription, err error) {
			mu.Lock()
			violations = append(violations, err.Error())
			mu.Unlock()
		})
	}

	// The enqueuer enqueues; the worker takes, renews, reports progress
	// and delivers; the enqueuer reads the state, receipt and bundle.
	for _, id := range []string{"perm-1", "perm-2"} {
		if err := enq.Enqueue(ctx, transporttest.Spec(id)); err != nil {
			t.Fatalf("enqueuer: enqueue %s: %v", id, err)
		}
	}
	a := claimOne(t, w)
	if _, err := w.Renew(ctx, a); err != nil {
		t.Fatalf("worker: renew: %v", err)
	}
	if err := w.Progress(ctx, a, []transport.ProgressEvent{{Seq: 1, Phase: "executing"}}); err != nil {
		t.Fatalf("worker: progress: %v", err)
	}
	b := transporttest.Bundle(t, "bundle of "+a.Spec.ID)
	rc, err := w.Deliver(ctx, a, b)
	if err != nil {
		t.Fatalf("worker: deliver: %v", err)
	}
	if st, err := w.Status(ctx, a); err != nil || st.State != transport.StateResolved {
		t.Fatalf("worker: status: %+v, %v; want resolved", st, err)
	}
	second := transport.ClaimResult{Assignment: claimOne(t, w)}
	if _, err := w.Report(ctx, second.Assignment, transport.TerminalReport{JobID: second.Assignment.Spec.ID,
		Attempt: second.Assignment.Attempt, Reason: "scanner_error", Message: "failed"}); err != nil {
		t.Fatalf("worker: report: %v", err)
	}
	js, err := enq.JobState(ctx, a.Spec.ID)
	if err != nil || js.Receipt == nil || js.Receipt.Digest != rc.Digest {
		t.Fatalf("enqueuer: job state of %s: %+v, %v; want the receipt %s", a.Spec.ID, js, err, rc.Digest)
	}
	r, got, err := enq.OpenBundle(ctx, a.Spec.ID)
	if err != nil {
		t.Fatalf("enqueuer: open bundle: %v", err)
	}
	data, err := io.ReadAll(r)
	r.Close()
	if err != nil || string(data) != "bundle of "+a.Spec.ID || got.Digest != b.Digest {
		t.Fatalf("enqueuer: bundle %q (%v), receipt %s; want the delivered bytes", data, err, got.Digest)
	}
	if _, err := enq.Stats(ctx); err != nil {
		t.Fatalf("enqueuer: stats: %v", err)
	}
	if ids, _, err := enq.DoneJobs(ctx, 10); err != nil || len(ids) != 1 || ids[0] != a.Spec.ID {
		t.Fatalf("enqueuer: done jobs %v, %v; want [%s]", ids, err, a.Spec.ID)
	}

	// Everything above ran within the lists: the server refused nothing
	// (the client's ordered consumers delete themselves, which needs the
	// CONSUMER.DELETE subjects).
	if err := enq.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := w.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	if len(violations) > 0 {
		t.Errorf("the documented lists miss subjects the transport uses:\n%s", strings.Join(violations, "\n"))
	}
	mu.Unlock()

	// What each role must not do. A denied publish is dropped by the
	// server, so these fail by timing out (or by the server's refusal).
	denied := func(what string, f func(ctx context.Context) error) {
		t.Helper()
		ctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		if err := f(ctx); err == nil {
			t.Errorf("%s: allowed, want refused", what)
		}
	}
	denied("worker enqueues", func(ctx context.Context) error {
		return w.Enqueue(ctx, transporttest.Spec("perm-by-worker"))
	})
	denied("worker publishes a job message", func(ctx context.Context) error {
		_, err := w.js.Publish(ctx, w.names.jobSubject(transporttest.Scanner), []byte(`{}`))
		return err
	})
	if st, err := admin.JobState(ctx, "perm-by-worker"); err != nil || st.State != "unknown" {
		t.Errorf("a job the worker tried to enqueue: %+v, %v; want unknown", st, err)
	}
	if err := admin.Enqueue(ctx, transporttest.Spec("perm-3")); err != nil {
		t.Fatal(err)
	}
	denied("enqueuer claims", func(ctx context.Context) error {
		res, err := enq.Claim(ctx, transporttest.Request(transporttest.RequestID()))
		if err == nil && res.Assignment == nil {
			return errors.New("no assignment")
		}
		return err
	})
	denied("enqueuer changes a job's state", func(ctx context.Context) error {
		_, err := enq.state.Put(ctx, jobKey(a.Spec.ID), []byte(`{}`))
		return err
	})
	denied("enqueuer stores a bundle", func(ctx context.Context) error {
		_, err := enq.bundles.PutBytes(ctx, strings.Repeat("0", 64), []byte("planted"))
		return err
	})
	// An ack from the enqueuer for a message handed to someone else is
	// dropped: the message comes back after the ack wait, to a worker.
	cons, err := admin.js.Consumer(ctx, admin.names.jobsStream, admin.names.consumerName(transporttest.Scanner))
	if err != nil {
		t.Fatal(err)
	}
	msg, err := cons.Next(jetstream.FetchMaxWait(5 * time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if err := enq.nc.Publish(msg.Reply(), []byte("+ACK")); err != nil {
		t.Fatal(err)
	}
	if err := enq.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if st, err := admin.JobState(ctx, "perm-3"); err != nil || st.State != stateReady {
		t.Errorf("perm-3 after the enqueuer's attempts: %+v, %v; want ready", st, err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		res := claim(t, w)
		if res.Assignment != nil {
			if res.Assignment.Spec.ID != "perm-3" {
				t.Fatalf("worker claimed %s, want perm-3", res.Assignment.Spec.ID)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("perm-3 was not handed to the worker after the enqueuer's ack: the ack was accepted")
		}
	}
}

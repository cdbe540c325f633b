// Package natstest runs a real NATS server with JetStream inside a test
// process, with file storage in a temporary directory, for the tests of
// transport.nats and of workers that use it.
package natstest

import (
	"net"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Server is an embedded NATS server.
type Server struct {
	*server.Server
	Opts *server.Options
}

// Start runs a server on a free loopback port with JetStream storing under
// dir (a new temp dir when empty); jetstream false starts it without
// JetStream. The server is shut down when the test ends.
func Start(t testing.TB, dir string, jetstream bool) *Server {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	opts := &server.Options{
		Host: "127.0.0.1", Port: server.RANDOM_PORT, NoLog: true, NoSigs: true,
		JetStream: jetstream, StoreDir: dir, MaxPayload: 8 << 20,
	}
	return startWith(t, opts)
}

// Restart starts a new server with the options (and so the port and
// storage) of s, which must be shut down.
func (s *Server) Restart(t testing.TB) *Server {
	t.Helper()
	opts := *s.Opts
	return startWith(t, &opts)
}

func startWith(t testing.TB, opts *server.Options) *Server {
	t.Helper()
	s, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(30 * time.Second) {
		s.Shutdown()
		t.Fatal("embedded NATS server not ready within 30s")
	}
	t.Cleanup(func() { s.Shutdown(); s.WaitForShutdown() })
	opts.Port = s.Addr().(*net.TCPAddr).Port // a restart keeps the port
	return &Server{Server: s, Opts: opts}
}

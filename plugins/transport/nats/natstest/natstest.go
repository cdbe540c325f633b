// Package natstest runs a real NATS server with JetStream inside a test
// process, with file storage in a temporary directory, for the tests of
// transport.nats and of workers that use it.
package natstest

import (
	"fmt"
	"net"
	"strings"
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

// StartWith runs a server with opts (for users and permissions); an empty
// Host and a zero Port become loopback and a free port, a JetStream server
// without StoreDir stores in a new temp dir.
func StartWith(t testing.TB, opts *server.Options) *Server {
	t.Helper()
	if opts.Host == "" {
		opts.Host = "127.0.0.1"
	}
	if opts.Port == 0 {
		opts.Port = server.RANDOM_PORT
	}
	if opts.JetStream && opts.StoreDir == "" {
		opts.StoreDir = t.TempDir()
	}
	opts.NoLog, opts.NoSigs = true, true
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

// Cluster is a JetStream cluster of embedded servers on loopback.
type Cluster struct {
	Nodes []*Server
}

// StartCluster runs n servers (n ≥ 3 for R3 streams) that route to each
// other, each storing under its own temp dir, and waits until JetStream
// has a leader. Every node is shut down when the test ends.
func StartCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	client, routes := freePorts(t, n), freePorts(t, n)
	var urls []string
	for _, p := range routes {
		urls = append(urls, fmt.Sprintf("nats://127.0.0.1:%d", p))
	}
	c := &Cluster{}
	for i := range n {
		opts := &server.Options{
			ServerName: fmt.Sprintf("n%d", i+1), Host: "127.0.0.1", Port: client[i], NoLog: true, NoSigs: true,
			JetStream: true, StoreDir: t.TempDir(), MaxPayload: 8 << 20,
			Cluster: server.ClusterOpts{Name: "sluice-test", Host: "127.0.0.1", Port: routes[i]},
			Routes:  server.RoutesFromStr(strings.Join(urls, ",")),
		}
		s, err := server.NewServer(opts)
		if err != nil {
			t.Fatal(err)
		}
		go s.Start()
		t.Cleanup(func() { s.Shutdown(); s.WaitForShutdown() })
		c.Nodes = append(c.Nodes, &Server{Server: s, Opts: opts})
	}
	for _, s := range c.Nodes {
		if !s.ReadyForConnections(30 * time.Second) {
			t.Fatalf("cluster node %s not ready within 30s", s.Opts.ServerName)
		}
	}
	deadline := time.Now().Add(60 * time.Second)
	for !c.hasLeader() {
		if time.Now().After(deadline) {
			t.Fatal("the JetStream cluster elected no meta leader within 60s")
		}
		time.Sleep(20 * time.Millisecond) // poll interval of a deadline-bounded poll
	}
	return c
}

func (c *Cluster) hasLeader() bool {
	for _, s := range c.Nodes {
		if s.Running() && s.JetStreamIsLeader() {
			return true
		}
	}
	return false
}

// URLs are the client URLs of every node.
func (c *Cluster) URLs() []string {
	var out []string
	for _, s := range c.Nodes {
		out = append(out, fmt.Sprintf("nats://127.0.0.1:%d", s.Opts.Port))
	}
	return out
}

// Restart replaces node i, which must be shut down, by a new server with
// its options (ports, storage).
func (c *Cluster) Restart(t testing.TB, i int) {
	t.Helper()
	opts := *c.Nodes[i].Opts
	c.Nodes[i] = startWith(t, &opts)
}

// freePorts returns n loopback TCP ports that were free a moment ago.
func freePorts(t testing.TB, n int) []int {
	t.Helper()
	var ports []int
	var ls []net.Listener
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}

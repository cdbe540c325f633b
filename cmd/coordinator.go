package workercmd

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/metrics"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/coordinator"
)

// Files `worker coordinator serve` keeps in its data dir besides the
// database and bundles.
const (
	coordTokenFile      = "token"
	coordAdminTokenFile = "admin-token"
	coordAddressFile    = "address"
	coordTLSDir         = "tls"
)

func coordinatorCommand() *command {
	return &command{name: "coordinator", summary: "Run the reference job coordinator",
		group: []*command{coordinatorServeCommand(), coordinatorJobsCommand()}}
}

func coordinatorServeCommand() *command {
	return &command{
		name:    "coordinator serve",
		args:    "--dir DIR [flags]",
		summary: "Serve the reference coordinator (HTTP job API for workers)",
		help: `Runs the reference coordinator of docs/coordinator.md: jobs, attempts and
leases in SQLite (DIR/coordinator.db), accepted bundles in DIR/bundles, the
protocol of docs/protocol.md on --listen. Workers use it with
[transport] use = "http".

On first start it creates DIR (0700), two bearer tokens and, with --tls
self-signed (the default), a certificate in DIR/tls/cert.pem for localhost,
127.0.0.1, ::1 and every --host. The worker token (DIR/token, or
--token-file) goes to worker hosts: it claims, renews, reports and uploads,
and nothing else. A --token-file of NAME TOKEN lines gives each worker a
token of its own: attempts are recorded under its name, one worker's token
cannot act for another, and SIGHUP reloads the file, so removing a line
revokes that worker alone. The admin token (DIR/admin-token, or
--admin-token-file) enqueues, cancels, retries, pauses, lists jobs, reads
results and logs in to the dashboard; it stays with whoever submits work,
never on a worker host, and the two must differ. It writes the URL it
listens on to DIR/address and prints the URL, the token files and the
certificate's sha256 pin.

A browser opens the dashboard at URL/ui/ (jobs, findings, workers, cancel)
after logging in with the admin token. --metrics-listen serves Prometheus
metrics, /healthz and /readyz on a separate plain-HTTP address. See
docs/operations.md.

SIGTERM or SIGINT stops it gracefully; state survives any stop, also kill -9.
SIGHUP reloads the worker token file.

Examples:
  worker coordinator serve --dir ./coord
  worker coordinator serve --dir /var/lib/sluice-coord --listen 0.0.0.0:8443 --host coord.internal`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			dir := fs.String("dir", "", "the data directory (required)")
			listen := fs.String("listen", "127.0.0.1:8443", "the address to listen on (port 0 picks a free port)")
			tlsMode := fs.String("tls", "self-signed", "self-signed (generate or reuse DIR/tls), files (--tls-cert, --tls-key) or off (plain HTTP, loopback only)")
			certFile := fs.String("tls-cert", "", "the PEM certificate for --tls files")
			keyFile := fs.String("tls-key", "", "the PEM key for --tls files")
			hosts := fs.String("host", "", "comma-separated extra host names or IPs for the generated certificate")
			tokenFile := fs.String("token-file", "", "the worker token file: one token, or NAME TOKEN lines, one per worker (default: DIR/token, generated); SIGHUP reloads it")
			adminTokenFile := fs.String("admin-token-file", "", "the admin bearer token file: enqueue, cancel, listings, results, dashboard (default: DIR/admin-token, generated)")
			lease := fs.Duration("lease", coordinator.DefaultLease, "how long an assignment lasts without renewal")
			attempts := fs.Int("max-attempts", coordinator.DefaultMaxAttempts, "attempts per job before it fails")
			maxScan := fs.Duration("max-scan-timeout", coordinator.DefaultMaxScanTimeout, "cap on every assignment's scan deadline")
			maxBundle := fs.String("max-bundle-bytes", "1GiB", "the largest bundle accepted")
			retryAfter := fs.Duration("no-work-retry", coordinator.DefaultNoWorkRetryAfter, "the Retry-After of a no-work answer (1s..300s)")
			level := fs.String("log-level", "info", "debug, info, warn or error")
			logFormat := fs.String("log-format", "text", "text, or json for one JSON object per line (durations in seconds, keys ending in _seconds)")
			metricsListen := fs.String("metrics-listen", "", "host:port serving /metrics, /healthz and /readyz over plain HTTP (default: off)")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				if *dir == "" {
					return usagef("--dir is required: the coordinator's data directory")
				}
				abs, err := filepath.Abs(*dir)
				if err != nil {
					return usagef("--dir: %v", err)
				}
				size, err := config.ParseSize(*maxBundle)
				if err != nil {
					return usagef("--max-bundle-bytes: %v", err)
				}
				if *logFormat != "text" && *logFormat != "json" {
					return usagef("--log-format: %q is not text or json", *logFormat)
				}
				logger := newLogger(config.Log{Level: *level, Format: *logFormat}, e.stderr, diag.NewRedactor())
				if err := state.MkdirPrivate(abs); err != nil {
					return err
				}
				tokenPath := cmp.Or(*tokenFile, filepath.Join(abs, coordTokenFile))
				if *tokenFile == "" {
					if _, err := loadOrCreateToken("", tokenPath); err != nil {
						return err
					}
				}
				workers, err := loadWorkerTokens(tokenPath)
				if err != nil {
					return err
				}
				admin, err := loadOrCreateToken(*adminTokenFile, filepath.Join(abs, coordAdminTokenFile))
				if err != nil {
					return err
				}
				for _, w := range workers {
					if w.Token == admin {
						return usagef("the admin token is also the worker token of %s in %s: give --admin-token-file a token of its own (a worker host must not hold the admin credential)", w.Name, tokenPath)
					}
				}
				if *metricsListen != "" {
					if err := config.CheckListen(*metricsListen); err != nil {
						return usagef("--metrics-listen: %v", err)
					}
				}
				cfg := coordinator.Config{Dir: abs, WorkerTokens: workers, AdminToken: admin, Lease: *lease, MaxAttempts: *attempts,
					MaxScanTimeout: *maxScan, MaxBundleBytes: int64(size), NoWorkRetryAfter: *retryAfter, Logger: logger}
				adminPath := cmp.Or(*adminTokenFile, filepath.Join(abs, coordAdminTokenFile))
				return e.serveCoordinator(cfg, *listen, *tlsMode, *certFile, *keyFile, splitList(*hosts), *metricsListen, tokenPath, adminPath, logger)
			}
		},
	}
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// loadOrCreateToken reads the token in path, or when path is empty the one
// in def, generating def (0600, 32 random bytes as hex) when it is missing.
func loadOrCreateToken(path, def string) (string, error) {
	if path == "" {
		path = def
		if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
			if err := state.WriteFileAtomic(path, []byte(state.RandomHex(32)+"\n")); err != nil {
				return "", fmt.Errorf("creating token file: %w", err)
			}
		}
	}
	b, err := state.ReadFile(path, 4096)
	if err != nil {
		return "", fmt.Errorf("token file: %w", err)
	}
	tok := strings.TrimSpace(string(b))
	if len(tok) < 16 {
		return "", fmt.Errorf("token file %s: the token must be at least 16 bytes", path)
	}
	return tok, nil
}

// loadWorkerTokens reads the worker token file at path: one token, or one
// NAME TOKEN line per worker (coordinator.ParseWorkerTokens).
func loadWorkerTokens(path string) ([]coordinator.WorkerToken, error) {
	b, err := state.ReadFile(path, 1<<20)
	if err != nil {
		return nil, fmt.Errorf("worker token file: %w", err)
	}
	workers, err := coordinator.ParseWorkerTokens(b)
	if err != nil {
		return nil, fmt.Errorf("worker token file %s: %w", path, err)
	}
	return workers, nil
}

func isLoopbackListen(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (e *env) serveCoordinator(cfg coordinator.Config, listen, tlsMode, certFile, keyFile string, hosts []string, metricsListen, tokenPath, adminPath string, logger *slog.Logger) error {
	scheme := "https"
	switch tlsMode {
	case "self-signed":
		var err error
		certFile, keyFile, err = coordinator.EnsureSelfSigned(filepath.Join(cfg.Dir, coordTLSDir), hosts)
		if err != nil {
			return fmt.Errorf("generating the TLS certificate: %w", err)
		}
	case "files":
		if certFile == "" || keyFile == "" {
			return usagef("--tls files needs --tls-cert and --tls-key")
		}
	case "off":
		if !isLoopbackListen(listen) {
			return usagef("--tls off is allowed only on a loopback address (127.0.0.1, ::1, localhost), not %s", listen)
		}
		scheme = "http"
	default:
		return usagef("--tls: %q, want self-signed, files or off", tlsMode)
	}
	ctx := e.ctx
	if e.notifySignals {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
		defer stop()
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	cfg.Metrics = reg
	c, err := coordinator.Open(ctx, cfg)
	if err != nil {
		return err
	}
	defer c.Close()
	if metricsListen != "" {
		ready := []metrics.Check{{Name: "database", Func: func() error { return c.Ready(ctx) }}}
		ops, err := metrics.Serve(metricsListen, metrics.Handler(reg, func() []metrics.Check { return ready }), logger)
		if err != nil {
			return err
		}
		defer ops.Close()
		logger.Info("metrics listening", "url", "http://"+ops.Addr()+"/metrics")
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", listen, err)
	}
	url := scheme + "://" + ln.Addr().String()
	if err := state.WriteFileAtomic(filepath.Join(cfg.Dir, coordAddressFile), []byte(url+"\n")); err != nil {
		ln.Close()
		return err
	}
	srv := &http.Server{Handler: c, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelDebug)}
	pin := ""
	if scheme == "https" {
		if pin, err = coordinator.CertPin(certFile); err != nil {
			ln.Close()
			return err
		}
	}
	logger.Info("coordinator listening", "url", url, "dir", cfg.Dir, "cert", certFile, "pin_sha256", pin, "dashboard", url+"/ui/")
	fmt.Fprintf(e.stdout, "listening %s\nworker token file: %s\nadmin token file: %s\n", url, tokenPath, adminPath)
	if pin != "" {
		fmt.Fprintf(e.stdout, "certificate: %s (sha256 pin %s)\n", certFile, pin)
	}
	fmt.Fprintf(e.stdout, "dashboard: %s/ui/\n", url)
	// SIGHUP reloads the worker token file: a worker whose token was
	// removed is refused from its next request on.
	hup := make(chan os.Signal, 1)
	if e.notifySignals {
		signal.Notify(hup, syscall.SIGHUP)
		defer signal.Stop(hup)
	}
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-hup:
				workers, err := loadWorkerTokens(tokenPath)
				if err == nil {
					err = c.SetWorkerTokens(workers)
				}
				if err != nil {
					logger.Error("reloading the worker tokens failed; the tokens loaded before stay in force", "file", tokenPath, "err", err)
				}
			}
		}
	}()
	errc := make(chan error, 1)
	go func() {
		if scheme == "https" {
			errc <- srv.ServeTLS(ln, certFile, keyFile)
		} else {
			errc <- srv.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	logger.Info("coordinator stopping")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
	}
	return nil
}

// Command plugin is the test plugin of backend.goplugin. Its behaviour is
// chosen with the TESTPLUGIN_MODE environment variable (the backend passes
// it through env_allow in the tests), and per scan with the "mode" option.
package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"time"

	goplugin "github.com/hashicorp/go-plugin"

	"github.com/sluicehq/sluice/internal/pluginrpc"
	pluginpb "github.com/sluicehq/sluice/internal/pluginrpc/proto"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
	sdkplugin "github.com/sluicehq/sluice/sdk/plugin"
	"github.com/sluicehq/sluice/sdk/scanner"
)

type tree struct{}

// configured holds the data files the plugin was configured with
// (sdk/plugin.Serve calls Configure with the backend's data files).
var configured []scanner.DataFile

// Configure makes the plugin a scanner.Configurable.
func (t tree) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	configured = files
	return t, nil
}

func (tree) Info() scanner.Info {
	return scanner.Info{Name: "testplugin", Version: "1", Kind: scanner.KindTree}
}

// ScanTree reports one finding per file, then acts on the "mode" option.
func (tree) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	mode := req.Options["mode"]
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		return out.Finding(scanner.Finding{
			RuleID: "file", Path: p, StartOffset: 0, EndOffset: 1, Severity: scanner.SeverityLow,
			Fingerprint: scanner.Fingerprint("file", p, []byte(p)), Message: "pid " + strconv.Itoa(os.Getpid()),
		})
	})
	if err != nil {
		return err
	}
	switch mode {
	case "crash":
		// Descriptor 2 directly, as a runtime panic would write it.
		syscall.Write(2, []byte("testplugin: crashing on purpose\n"))
		os.Exit(7)
	case "hang":
		select {} // ignores ctx
	case "wait":
		// Blocks until cancelled; used for concurrency.
		<-ctx.Done()
		return ctx.Err()
	case "gate":
		// Waits until the file named by option "gate" exists in the
		// workspace.
		for {
			if _, err := fs.Stat(fsys, req.Options["gate"]); err == nil {
				return nil
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(5 * time.Millisecond):
			}
		}
	case "children":
		self := "/proc/self/exe" // the sealed copy it runs from; os.Executable names a memfd
		for i, setsid := range []bool{false, false, true} {
			c := exec.Command(self, "child")
			c.SysProcAttr = &syscall.SysProcAttr{Setsid: setsid}
			if err := c.Start(); err != nil {
				return err
			}
			out.Log(scanner.LevelInfo, fmt.Sprintf("child %d pid %d", i, c.Process.Pid))
		}
	case "data":
		out.Log(scanner.LevelInfo, fmt.Sprintf("data files %d", len(configured)))
		for _, f := range configured {
			out.Log(scanner.LevelInfo, fmt.Sprintf("data %s %q", f.Name, f.Data))
		}
	case "attack":
		for _, l := range sandboxtest.Attack(req.Options) {
			out.Log(scanner.LevelInfo, l)
		}
	case "bad-finding":
		return out.Finding(scanner.Finding{RuleID: "x", Path: "../escape", EndOffset: 1, Severity: scanner.SeverityLow, Fingerprint: scanner.Fingerprint("x", "y", nil)})
	case "fail":
		return fmt.Errorf("testplugin failed: %w", scanner.ErrBadRequest)
	}
	return nil
}

// futureServer claims a protocol version the host does not speak.
type futureServer struct {
	pluginpb.UnimplementedScannerServer
}

func (futureServer) GetInfo(context.Context, *pluginpb.GetInfoRequest) (*pluginpb.GetInfoResponse, error) {
	return &pluginpb.GetInfoResponse{Protocol: 2, Info: &pluginpb.Info{Name: "testplugin", Kind: "tree"}, Capabilities: []string{"tree"}, MaxConcurrency: 1}, nil
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "child" {
		time.Sleep(time.Hour)
		return
	}
	switch os.Getenv("TESTPLUGIN_MODE") {
	case "exit-at-start":
		fmt.Fprintln(os.Stderr, "exiting at start on purpose")
		os.Exit(3)
	case "garbage":
		os.Stdout.WriteString("hello from a plugin that prints before the handshake\n")
	case "wrong-version":
		goplugin.Serve(&goplugin.ServeConfig{
			HandshakeConfig: goplugin.HandshakeConfig{ProtocolVersion: 99, MagicCookieKey: pluginrpc.MagicCookieKey, MagicCookieValue: pluginrpc.MagicCookieValue},
			Plugins:         goplugin.PluginSet{pluginrpc.PluginName: &pluginrpc.GRPCPlugin{Impl: pluginpb.UnimplementedScannerServer{}}},
			GRPCServer:      goplugin.DefaultGRPCServer,
		})
		return
	case "wrong-protocol":
		goplugin.Serve(&goplugin.ServeConfig{
			HandshakeConfig: pluginrpc.Handshake(),
			Plugins:         goplugin.PluginSet{pluginrpc.PluginName: &pluginrpc.GRPCPlugin{Impl: futureServer{}}},
			GRPCServer:      goplugin.DefaultGRPCServer,
		})
		return
	}
	sdkplugin.Serve(tree{}, sdkplugin.Options{MaxConcurrency: 2})
}

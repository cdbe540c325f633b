package workercmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/sluicehq/sluice/internal/pkg"
)

// parseReferenceTime parses the --now flag of verify-package: RFC 3339 with
// any offset (converted to UTC).
func parseReferenceTime(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, fmt.Errorf("--now %q: want RFC 3339 like 2026-01-02T15:04:05Z: %w", s, err)
	}
	return t.UTC(), nil
}

// runVerifyPackage is `worker verify-package` after flag parsing: it verifies
// pkgPath offline, writes the report to stdout (text, or JSON when asJSON)
// and returns the exit code. A usage error (an unusable trust config) goes
// to stderr with ExitUsage.
func runVerifyPackage(ctx context.Context, pkgPath string, opt pkg.VerifyOptions, asJSON bool, stdout, stderr io.Writer) int {
	r, err := pkg.Verify(ctx, pkgPath, opt)
	if err != nil {
		fmt.Fprintf(stderr, "worker verify-package: %v\n", err)
		return ExitUsage
	}
	if asJSON {
		err = r.WriteJSON(stdout)
	} else {
		err = r.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "worker verify-package: writing report: %v\n", err)
		return ExitUsage
	}
	if !r.Valid {
		return ExitFailed
	}
	return ExitOK
}

// keyResult is what `worker keygen` reports.
type keyResult struct {
	PublicKeyPath  string `json:"public_key_path"`
	PrivateKeyPath string `json:"private_key_path"`
	KeyID          string `json:"keyid"`
	PublicKey      string `json:"public_key"`
}

// runKeygen is `worker keygen --out PREFIX` after flag parsing. It
// writes PREFIX.key and PREFIX.pub, reports them on stdout (text or JSON)
// and returns an exit code.
func runKeygen(prefix string, asJSON bool, stdout, stderr io.Writer) int {
	pubPath, keyPath, err := pkg.GenerateKey(prefix)
	if err != nil {
		fmt.Fprintf(stderr, "worker keygen: %v\n", err)
		return 3
	}
	k, err := pkg.LoadPublicKey(pubPath)
	if err != nil {
		fmt.Fprintf(stderr, "worker keygen: %v\n", err)
		return 3
	}
	res := keyResult{PublicKeyPath: pubPath, PrivateKeyPath: keyPath, KeyID: k.ID, PublicKey: k.String()}
	if asJSON {
		writeJSON(stdout, res)
		return 0
	}
	fmt.Fprintf(stdout, "wrote %s (private, mode 0600: keep it secret)\nwrote %s\nkey id:     %s\ntrust it in worker.toml:\n  [trust]\n  keys = [%q]\n  threshold = 1\n",
		keyPath, pubPath, k.ID, k.String())
	return 0
}

// runPackageBuild is `worker package build SRC --out PKG` after flag parsing.
func runPackageBuild(src, out string, stdout, stderr io.Writer) int {
	if err := pkg.Build(src, out); err != nil {
		fmt.Fprintf(stderr, "worker package build: %v\n", err)
		return pkgExitCode(err)
	}
	fmt.Fprintf(stdout, "built %s (unsigned; sign it with: worker package sign --key KEY %s)\n", out, out)
	return 0
}

// runPackageSign is `worker package sign --key KEY PKG` after flag parsing.
func runPackageSign(keyPath, pkgPath string, stdout, stderr io.Writer) int {
	if err := pkg.Sign(keyPath, pkgPath); err != nil {
		fmt.Fprintf(stderr, "worker package sign: %v\n", err)
		return pkgExitCode(err)
	}
	fmt.Fprintf(stdout, "signed %s with %s\n", pkgPath, keyPath)
	return 0
}

// exitCode is 2 for an error in what the author gave (InputError), else
// 3.
func pkgExitCode(err error) int {
	var ie *pkg.InputError
	if errors.As(err, &ie) {
		return 2
	}
	return 3
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

package diag

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"
)

func TestRedactBuiltins(t *testing.T) {
	r := NewRedactor()
	tests := []struct {
		name, in, keep, gone string
	}{
		{"bearer", "GET / with Bearer eyJhbGciOiJIUzI1NiJ9.abc.def ok", "ok", "eyJhbGciOiJIUzI1NiJ9"},
		{"authorization header", "Authorization: Basic dXNlcjpwYXNzd29yZA==\nnext", "next", "dXNlcjpwYXNzd29yZA"},
		{"json token", `{"token": "s3cr3t-value", "n": 1}`, `"n": 1`, "s3cr3t-value"},
		{"key=value", "db_password=hunter2hunter2 user=bob", "user=bob", "hunter2"},
		{"api key colon", "API_KEY: abcdef123456", "API_KEY", "abcdef123456"},
		{"quoted value", `secret='a b c d e f'`, "secret=", "a b c d e f"},
		{"aws key id", "id AKIAIOSFODNN7EXAMPLE here", "here", "AKIAIOSFODNN7EXAMPLE"},
		{"pem", "x\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----\ny", "y", "MIIEpAIBAAKCAQEA"},
		{"truncated pem", "x -----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq", "x ", "MIIEvQIBADANBgkq"},
		{"url password", "https://bob:pa55word@example.com/x", "bob", "pa55word"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := r.Redact(tc.in)
			if strings.Contains(got, tc.gone) {
				t.Errorf("Redact(%q) = %q still holds %q", tc.in, got, tc.gone)
			}
			if !strings.Contains(got, tc.keep) {
				t.Errorf("Redact(%q) = %q lost %q", tc.in, got, tc.keep)
			}
			if !strings.Contains(got, Redacted) {
				t.Errorf("Redact(%q) = %q has no marker", tc.in, got)
			}
		})
	}
	if got := r.Redact("plain text, nothing secret"); got != "plain text, nothing secret" {
		t.Errorf("plain text changed: %q", got)
	}
	// Prose after a colon is kept: an error's reason must survive.
	for _, prose := range []string{
		"loading builtin/secrets: context deadline exceeded",
		"scanner acme/tokens: starting the sandbox: permission denied",
	} {
		if got := r.Redact(prose); got != prose {
			t.Errorf("Redact(%q) = %q, want it unchanged", prose, got)
		}
	}
	// A value with a digit or a symbol after a colon, and any value after
	// an equals sign, is still a secret.
	for _, in := range []string{"password: hunter2", "secret: abc-def-ghi", "token=context"} {
		if got := r.Redact(in); !strings.Contains(got, Redacted) {
			t.Errorf("Redact(%q) = %q, want its value redacted", in, got)
		}
	}
}

func TestRedactRegistered(t *testing.T) {
	r := NewRedactor("tok-1234567890")
	if r.Add("abc") {
		t.Error("Add accepted a secret shorter than MinSecretBytes")
	}
	if !r.Add("tok-1234567890-longer") {
		t.Error("Add refused a valid secret")
	}
	got := r.Redact("a tok-1234567890-longer b tok-1234567890 c")
	if strings.Contains(got, "1234567890") {
		t.Errorf("registered secret survived: %q", got)
	}
	var nilR *Redactor
	if nilR.Redact("x") != "x" {
		t.Error("nil Redactor must pass text through")
	}
}

func TestRedactLimitSecrets(t *testing.T) {
	r := NewRedactor()
	for i := range MaxSecrets {
		if !r.Add(strings.Repeat("s", MinSecretBytes) + string(rune('a'+i%26)) + strings.Repeat("x", i/26)) {
			t.Fatalf("Add %d refused", i)
		}
	}
	if r.Add("one-too-many-secret") {
		t.Error("Add accepted more than MaxSecrets")
	}
}

func TestLogHandlerRedactsEverything(t *testing.T) {
	var buf bytes.Buffer
	r := NewRedactor("configured-token-xyz")
	log := slog.New(NewLogHandler(slog.NewTextHandler(&buf, nil), r))
	log = log.With("auth", "Bearer abcdefghijklmnop").WithGroup("g")
	log.Info("sending configured-token-xyz now",
		"err", errors.New("refused password=letmein123"),
		"raw", []byte("token=rawbytes123"),
		slog.Group("inner", "k", "AKIAIOSFODNN7EXAMPLE"),
		"n", 42)
	out := buf.String()
	for _, secret := range []string{"configured-token-xyz", "abcdefghijklmnop", "letmein123", "rawbytes123", "AKIAIOSFODNN7EXAMPLE"} {
		if strings.Contains(out, secret) {
			t.Errorf("log line holds %q: %s", secret, out)
		}
	}
	if !strings.Contains(out, "g.n=42") {
		t.Errorf("non-string attrs or groups lost: %s", out)
	}
}

func FuzzRedact(f *testing.F) {
	f.Add("Authorization: Bearer abcdefgh", "registered-secret")
	f.Add("-----BEGIN X-----", "zzzzzzzz")
	f.Fuzz(func(t *testing.T, text, secret string) {
		r := NewRedactor()
		ok := r.Add(secret)
		got := r.Redact(text + " " + secret + " " + text)
		if ok && strings.Contains(got, secret) && !strings.Contains(Redacted, secret) {
			// A registered secret may only survive if it is built from the
			// marker itself.
			t.Fatalf("registered secret %q survived in %q", secret, got)
		}
	})
}

// TestPatternsCompile: the built-in patterns are compiled on first use, so
// each is compiled here once (a bad one panics), and each hint is the
// lowercase literal the pattern's matches contain.
func TestPatternsCompile(t *testing.T) {
	for i, p := range patterns {
		first, again := p.re(), p.re()
		if first == nil || first != again {
			t.Fatalf("pattern %d: not compiled once", i)
		}
		for _, h := range p.hints {
			if h != strings.ToLower(h) {
				t.Errorf("pattern %d: hint %q is not lowercase", i, h)
			}
		}
	}
}

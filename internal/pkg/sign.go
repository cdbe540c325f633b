package pkg

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/internal/tarsafe"
)

// addSignature returns manifest.sig bytes: old (if any) plus a signature
// by priv over raw.
func addSignature(old, raw []byte, priv ed25519.PrivateKey, lim Limits) ([]byte, error) {
	env := &Envelope{PayloadType: ManifestPayloadType}
	if old != nil {
		var err error
		env, err = parseEnvelope(old, ManifestPayloadType, lim.MaxSignatures, true)
		if err != nil {
			return nil, fmt.Errorf("existing %s: %w", SignatureName, err)
		}
	}
	signEnvelope(env, raw, priv)
	if len(env.Signatures) > lim.MaxSignatures {
		return nil, fmt.Errorf("%s would hold %d signatures, more than the limit of %d", SignatureName, len(env.Signatures), lim.MaxSignatures)
	}
	return marshalEnvelope(env)
}

// signArchive rewrites a .tar.gz package with a signature added. It reads
// the package with the same walk and caps as verification; only regular
// files and directories are copied, anything else is refused.
func signArchive(path string, priv ed25519.PrivateKey, lim Limits) error {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return fmt.Errorf("opening package: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("opening package: %w", err)
	}
	return state.WriteAtomic(path, func(w io.Writer) error {
		ogz := gzip.NewWriter(w)
		c := &signCopier{tw: tar.NewWriter(ogz), lim: lim}
		if err := tarsafe.Walk(context.Background(), f, walkOptions(st.Size(), lim), c); err != nil {
			var le *tarsafe.LimitError
			var fe *tarsafe.FormatError
			var ee *tarsafe.EntryError
			if errors.As(err, &le) || errors.As(err, &fe) || errors.As(err, &ee) {
				return fmt.Errorf("%s: %s", path, walkProblem(err, lim))
			}
			return err
		}
		if c.manifest == nil {
			return fmt.Errorf("archive has no %s", ManifestName)
		}
		sig, err := addSignature(c.oldSig, c.manifest, priv, lim)
		if err != nil {
			return err
		}
		h := &tar.Header{Name: SignatureName, Mode: 0o644, Size: int64(len(sig)), ModTime: archiveTime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := c.tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := c.tw.Write(sig); err != nil {
			return err
		}
		if err := c.tw.Close(); err != nil {
			return err
		}
		return ogz.Close()
	})
}

// signCopier copies the entries of a package to tw, keeping the manifest's
// bytes and the old signature (which it drops). It implements
// tarsafe.Visitor.
type signCopier struct {
	tw               *tar.Writer
	lim              Limits
	manifest, oldSig []byte
}

func (c *signCopier) Dir(h *tar.Header) error { return c.tw.WriteHeader(h) }

func (c *signCopier) File(h *tar.Header, content io.Reader) error {
	var err error
	switch h.Name {
	case SignatureName:
		if c.oldSig, err = readLimited(content, c.lim.MaxEnvelopeBytes); err != nil {
			return fmt.Errorf("reading existing %s: %w", SignatureName, err)
		}
		return nil
	case ManifestName:
		if c.manifest, err = readLimited(content, c.lim.MaxManifestBytes); err != nil {
			return fmt.Errorf("reading %s: %w", ManifestName, err)
		}
		content = bytes.NewReader(c.manifest)
	}
	if err := c.tw.WriteHeader(h); err != nil {
		return err
	}
	_, err = io.Copy(c.tw, content)
	return err
}

func (c *signCopier) Refuse(e *tarsafe.EntryError) error {
	return fmt.Errorf("archive entry %q is not a regular file or directory", e.Header.Name)
}

func readLimited(r io.Reader, max int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("larger than %d bytes", max)
	}
	return b, nil
}

// WriteRoot writes an unsigned root file for r at path (which must not
// exist). Sign it with SignRoot: by a threshold of its own keys and, for a
// rotation, a threshold of the previous root's keys.
func WriteRoot(path string, r Root) error {
	if r.Type == "" {
		r.Type = RootType
	}
	if r.SpecVersion == 0 {
		r.SpecVersion = SpecVersion
	}
	payload, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding root: %w", err)
	}
	env := &Envelope{PayloadType: RootPayloadType, Payload: base64.StdEncoding.EncodeToString(append(payload, '\n')), Signatures: []Signature{}}
	data, err := marshalEnvelope(env)
	if err != nil {
		return err
	}
	return writeNewFile(path, data, 0o644)
}

// SignRoot adds a signature by the private key at keyPath to the root file
// at rootPath.
func SignRoot(keyPath, rootPath string) error {
	priv, err := LoadPrivateKey(keyPath)
	if err != nil {
		return err
	}
	lim := Limits{}.withDefaults()
	data, err := state.ReadFile(rootPath, lim.MaxEnvelopeBytes)
	if err != nil {
		return fmt.Errorf("reading root: %w", err)
	}
	env, err := parseEnvelope(data, RootPayloadType, lim.MaxSignatures, true)
	if err != nil {
		return fmt.Errorf("%s: %w", rootPath, err)
	}
	signEnvelope(env, env.InlinePayload(), priv)
	out, err := marshalEnvelope(env)
	if err != nil {
		return err
	}
	return state.WriteFileAtomic(rootPath, out)
}

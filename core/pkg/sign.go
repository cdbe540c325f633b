package pkg

import (
	"archive/tar"
	"compress/gzip"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/sluicehq/sluice/internal/state"
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

// signArchive rewrites a .tar.gz package with a signature added. Only
// regular files and directories are copied; anything else is refused.
func signArchive(path string, priv ed25519.PrivateKey, lim Limits) error {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return fmt.Errorf("opening package: %w", err)
	}
	defer f.Close()
	compressed := &countingReader{r: f}
	gz, err := gzip.NewReader(compressed)
	if err != nil {
		return fmt.Errorf("%s: not a gzip stream: %w", path, err)
	}
	rr := &ratioReader{r: gz, compressed: compressed, lim: lim, maxTotal: lim.MaxTotalBytes + int64(lim.MaxEntries+2)*1024 + 64<<10}
	tr := tar.NewReader(rr)
	var raw, old []byte
	return state.WriteAtomic(path, func(w io.Writer) error {
		ogz := gzip.NewWriter(w)
		tw := tar.NewWriter(ogz)
		for n := 0; ; n++ {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return fmt.Errorf("reading archive: %w", err)
			}
			if n >= lim.MaxEntries {
				return fmt.Errorf("archive has more than %d entries", lim.MaxEntries)
			}
			if h.Typeflag != tar.TypeReg && h.Typeflag != tar.TypeDir {
				return fmt.Errorf("archive entry %q is not a regular file or directory", h.Name)
			}
			switch h.Name {
			case SignatureName:
				if old, err = readLimited(tr, lim.MaxEnvelopeBytes); err != nil {
					return fmt.Errorf("reading existing %s: %w", SignatureName, err)
				}
				continue
			case ManifestName:
				if raw, err = readLimited(tr, lim.MaxManifestBytes); err != nil {
					return fmt.Errorf("reading %s: %w", ManifestName, err)
				}
				if err := tw.WriteHeader(h); err != nil {
					return err
				}
				if _, err := tw.Write(raw); err != nil {
					return err
				}
				continue
			}
			if err := tw.WriteHeader(h); err != nil {
				return err
			}
			if _, err := io.Copy(tw, tr); err != nil {
				return err
			}
		}
		if raw == nil {
			return fmt.Errorf("archive has no %s", ManifestName)
		}
		sig, err := addSignature(old, raw, priv, lim)
		if err != nil {
			return err
		}
		h := &tar.Header{Name: SignatureName, Mode: 0o644, Size: int64(len(sig)), ModTime: archiveTime, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(sig); err != nil {
			return err
		}
		if err := tw.Close(); err != nil {
			return err
		}
		return ogz.Close()
	})
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

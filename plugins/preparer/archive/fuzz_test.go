package archive

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
)

// fuzzLimits keep each fuzz iteration small.
var fuzzLimits = prepare.Limits{MaxBytes: 1 << 20, MaxFiles: 64, MaxFileBytes: 256 << 10, MaxRatio: 50, MaxPathBytes: 128, MaxDepth: 8}

// fuzzExtract extracts data into a fresh workspace and checks the
// invariants: nothing is written next to the workspace, success means every
// file in the workspace is a read-only regular file counted in the result,
// failure of the archive's making is a *prepare.Error, and the workspace can
// always be removed.
func fuzzExtract(t *testing.T, data []byte) {
	s := newSandbox(t, data)
	ex := &extractor{ctx: context.Background(), budget: prepare.NewBudget(fuzzLimits), accept: func(Format) bool { return true }}
	res, err := ex.run(bytes.NewReader(data), int64(len(data)), s.ws)
	s.checkNothingOutside(t)
	if err != nil {
		var pe *prepare.Error
		if !errors.As(err, &pe) {
			t.Fatalf("error is not a *prepare.Error: %v", err)
		}
		return
	}
	files := 0
	var total int64
	err = filepath.WalkDir(s.ws, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case d.Type().IsRegular():
			files++
			fi, err := d.Info()
			if err != nil {
				return err
			}
			total += fi.Size()
			if fi.Mode().Perm() != 0o400 {
				t.Errorf("%s: mode %v", p, fi.Mode().Perm())
			}
		case d.IsDir():
		default:
			t.Errorf("%s: unexpected type %v", p, d.Type())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files != res.Files || total != res.Bytes {
		t.Fatalf("workspace holds %d files, %d bytes; result says %d, %d", files, total, res.Files, res.Bytes)
	}
}

func FuzzExtractTar(f *testing.F) {
	ents := []tarEnt{dirEnt("d/"), reg("d/a", "alpha"), reg("b", "beta")}
	f.Add(buildTar(f, false, ents...))
	f.Add(buildTar(f, true, ents...))
	f.Add(buildTar(f, false, reg("../x", "x")))
	f.Add(buildTar(f, false, tarEnt{Header: tar.Header{Name: "l", Typeflag: tar.TypeSymlink, Linkname: "/"}}))
	f.Add(buildTar(f, true, reg("z", strings.Repeat("\x00", 100000))))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		fuzzExtract(t, data)
	})
}

func FuzzExtractZip(f *testing.F) {
	f.Add(buildZip(f, zfile("d/a", "alpha"), zfile("b", "beta"), zfile("d/", "")))
	f.Add(buildZip(f, zfile("../x", "x")))
	f.Add(buildZip(f, zfile("a", "1"), zfile("a/b", "2")))
	f.Add(buildZip(f, zfile("z", strings.Repeat("\x00", 100000))))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return
		}
		fuzzExtract(t, data)
	})
}

func TestMain(m *testing.M) {
	os.Exit(m.Run())
}

package state

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"syscall"
)

// A RecordPair keeps one small record durably in two files that are
// rewritten in place, so replacing the record creates, renames and removes
// no file and costs one fdatasync instead of the two fsyncs (file and
// directory) and the file creation of WriteAtomic.
//
// The two files, <name>.a and <name>.b, are the two copies of a double
// buffer. Each holds a frame: a magic string naming the frame format, a
// sequence number, the payload's length, a CRC-32C of all three and the
// payload, then the payload. A write goes to the copy that does not hold
// the newest durable record, so a write torn by a power loss (any prefix of
// the frame on disk, or stale bytes after it) fails its checksum and the
// reader takes the other copy, which is intact. Readers take the valid
// frame with the highest sequence number.
//
// Write with sync false is for states that must survive the process dying
// (the page cache keeps them, and every reader sees them at once) but may
// be lost to a power loss: the next synced write goes to the same copy, so
// an unsynced write never overwrites the only durable record. At open,
// both files are fdatasynced once, so whatever the reader found is durable
// before anything is written after it.
//
// A RecordPair is used by one goroutine at a time.
type RecordPair struct {
	// NoSync makes every write skip its fdatasync while keeping the
	// alternation of a synced one, for a state dir with ProcessOnly
	// durability.
	NoSync    bool
	dir, name string
	files     [2]*os.File
	// seq is the sequence number of the newest record written or read.
	seq uint64
	// durable is the copy holding the newest durable record, -1 if none.
	durable int
	// fresh is true for a copy this process created, until a synced write
	// made its directory entry durable.
	fresh [2]bool
	buf   []byte
}

// recordMagic names the frame format: version 1 of the record pair frame.
// A frame that starts with recordMagicPrefix and another version is
// reported as written by another version of the worker.
const (
	recordMagicPrefix = "sluirec"
	recordVersion     = '1'
	recordHeaderBytes = 8 + 8 + 4 + 4
)

var recordMagic = [8]byte{'s', 'l', 'u', 'i', 'r', 'e', 'c', recordVersion}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ErrRecordVersion is returned when a copy was written in a frame format
// this build does not read.
var ErrRecordVersion = errors.New("record written in another format version")

var errRecordTooLarge = errors.New("record too large")

// recordSuffixes name the two copies.
var recordSuffixes = [2]string{".a", ".b"}

// RecordPairPaths returns the paths of the two copies of name in dir.
func RecordPairPaths(dir, name string) [2]string {
	return [2]string{filepath.Join(dir, name+recordSuffixes[0]), filepath.Join(dir, name+recordSuffixes[1])}
}

// OpenRecordPair opens the record pair name in dir and returns it with its
// newest valid payload (nil when neither copy holds one, as for a pair
// never written). Missing copies are created at the first write. A copy
// that exists but holds no valid frame while the other holds none either
// is an error naming both, as is a frame of another format version or a
// payload over maxBytes: recovery must not guess.
func OpenRecordPair(dir, name string, maxBytes int64) (*RecordPair, []byte, error) {
	p := &RecordPair{dir: dir, name: name, durable: -1}
	paths := RecordPairPaths(dir, name)
	for i, path := range paths {
		f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			p.Close()
			return nil, nil, fmt.Errorf("opening %s: %w", path, err)
		}
		p.files[i] = f
		// What a restarted process reads may be a write of the process
		// before it that never reached the disk; make it durable before
		// anything is written after it.
		if err := syscall.Fdatasync(int(f.Fd())); err != nil {
			p.Close()
			return nil, nil, fmt.Errorf("syncing %s: %w", path, err)
		}
	}
	payload, which, seq, err := readPair(p.files, paths, maxBytes)
	if err != nil {
		p.Close()
		return nil, nil, err
	}
	p.seq, p.durable = seq, which
	return p, payload, nil
}

// ReadRecordPair returns the newest valid payload of the pair name in dir
// without opening it for writing, for readers in another process (worker
// status). A copy torn by a write in progress is skipped like a copy torn
// by a crash. It returns nil, nil when neither copy exists.
func ReadRecordPair(dir, name string, maxBytes int64) ([]byte, error) {
	paths := RecordPairPaths(dir, name)
	var files [2]*os.File
	for i, path := range paths {
		f, err := OpenNoFollow(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			closeFiles(files)
			return nil, err
		}
		files[i] = f
	}
	defer closeFiles(files)
	payload, _, _, err := readPair(files, paths, maxBytes)
	return payload, err
}

func closeFiles(files [2]*os.File) {
	for _, f := range files {
		if f != nil {
			f.Close()
		}
	}
}

// readPair reads both copies and picks the valid frame with the highest
// sequence number. which is its copy, -1 when there is none.
func readPair(files [2]*os.File, paths [2]string, maxBytes int64) (payload []byte, which int, seq uint64, err error) {
	which = -1
	var errs [2]error
	for i, f := range files {
		if f == nil {
			continue
		}
		data, s, err := readFrame(f, maxBytes)
		switch {
		case errors.Is(err, ErrRecordVersion):
			return nil, -1, 0, fmt.Errorf("%s: %w", paths[i], err)
		case errors.Is(err, errRecordTooLarge):
			return nil, -1, 0, err
		case err != nil:
			errs[i] = err
		case data != nil && (which < 0 || s > seq):
			payload, which, seq = data, i, s
		}
	}
	if which < 0 && errs[0] != nil && errs[1] != nil {
		return nil, -1, 0, fmt.Errorf("no valid record in %s or %s: %w", paths[0], paths[1], errors.Join(errs[0], errs[1]))
	}
	// One torn copy beside an empty or missing one is the first synced
	// write of the pair, cut off by a power loss before it was durable:
	// nothing acted on it, so the pair holds no record yet.
	return payload, which, seq, nil
}

// readFrame reads the frame at the start of f. An empty file returns nil,
// 0, nil (a copy created but never written).
func readFrame(f *os.File, maxBytes int64) ([]byte, uint64, error) {
	var h [recordHeaderBytes]byte
	n, err := f.ReadAt(h[:], 0)
	if n == 0 && err == io.EOF {
		return nil, 0, nil
	}
	if n < len(h) {
		return nil, 0, fmt.Errorf("%s: torn frame header (%d bytes)", f.Name(), n)
	}
	if string(h[:7]) == recordMagicPrefix && h[7] != recordVersion {
		return nil, 0, fmt.Errorf("%w: frame version %c, this worker reads %c", ErrRecordVersion, h[7], recordVersion)
	}
	if [8]byte(h[:8]) != recordMagic {
		return nil, 0, fmt.Errorf("%s: not a record frame (bad magic)", f.Name())
	}
	seq := binary.LittleEndian.Uint64(h[8:16])
	size := int64(binary.LittleEndian.Uint32(h[16:20]))
	if size > maxBytes {
		// A length torn by a power loss can look large too; only a file
		// that holds that many bytes has a record over the limit.
		if fi, err := f.Stat(); err == nil && fi.Size() >= recordHeaderBytes+size {
			return nil, 0, fmt.Errorf("%w: %s: record of %d bytes, over the limit of %d", errRecordTooLarge, f.Name(), size, maxBytes)
		}
		return nil, 0, fmt.Errorf("%s: torn frame header (length %d past the end of the file)", f.Name(), size)
	}
	data := make([]byte, size)
	if n, _ := f.ReadAt(data, recordHeaderBytes); int64(n) != size {
		return nil, 0, fmt.Errorf("%s: torn record (%d of %d bytes)", f.Name(), n, size)
	}
	sum := crc32.Update(crc32.Checksum(h[:20], castagnoli), castagnoli, data)
	if sum != binary.LittleEndian.Uint32(h[20:24]) {
		return nil, 0, fmt.Errorf("%s: checksum mismatch (a torn or damaged write)", f.Name())
	}
	return data, seq, nil
}

// Write makes payload the pair's record. With sync, it is durable when
// Write returns (an fdatasync of the copy written, and of its directory
// the first time the copy exists); without, it survives the process but not
// necessarily a power loss, and the record before it stays the durable one.
func (p *RecordPair) Write(payload []byte, sync bool) error {
	target := 0
	if p.durable == 0 {
		target = 1
	}
	f := p.files[target]
	if f == nil {
		path := RecordPairPaths(p.dir, p.name)[target]
		var err error
		f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, FileMode)
		if err != nil {
			return fmt.Errorf("creating %s: %w", path, err)
		}
		p.files[target], p.fresh[target] = f, true
	}
	p.seq++
	p.buf = append(p.buf[:0], recordMagic[:]...)
	p.buf = binary.LittleEndian.AppendUint64(p.buf, p.seq)
	p.buf = binary.LittleEndian.AppendUint32(p.buf, uint32(len(payload)))
	sum := crc32.Update(crc32.Checksum(p.buf, castagnoli), castagnoli, payload)
	p.buf = binary.LittleEndian.AppendUint32(p.buf, sum)
	p.buf = append(p.buf, payload...)
	if _, err := f.WriteAt(p.buf, 0); err != nil {
		return fmt.Errorf("writing %s: %w", f.Name(), err)
	}
	if !sync {
		return nil
	}
	if p.NoSync {
		p.durable = target
		return nil
	}
	if err := syscall.Fdatasync(int(f.Fd())); err != nil {
		return fmt.Errorf("syncing %s: %w", f.Name(), err)
	}
	if p.fresh[target] {
		if err := SyncDir(p.dir); err != nil {
			return err
		}
		p.fresh[target] = false
	}
	p.durable = target
	return nil
}

// Close closes both copies.
func (p *RecordPair) Close() error {
	var errs []error
	for i, f := range p.files {
		if f != nil {
			errs = append(errs, f.Close())
			p.files[i] = nil
		}
	}
	return errors.Join(errs...)
}

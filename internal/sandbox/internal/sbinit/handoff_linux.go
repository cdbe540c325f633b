//go:build linux

package sbinit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"golang.org/x/sys/unix"
)

// signalReady tells the worker, with one byte on the hand-off socket,
// that the init has done what it does before its run arrives. An init
// started for a run already has its run waiting; its worker has closed
// the socket, and the byte is lost.
func signalReady(fd int) {
	for {
		_, err := unix.SendmsgN(fd, []byte{1}, nil, nil, unix.MSG_NOSIGNAL)
		if err != unix.EINTR {
			return
		}
	}
}

// errNoRun says the worker closed the hand-off socket without handing the
// init a run (or, to a resident, another run): it is retired.
var errNoRun = errors.New("no run handed over")

// receiveRun is the init's side of handOff: it reads the run, shuts the
// socket down for reading, so that no second run can arrive (the worker's
// send fails with EPIPE), moves the run's descriptors to where the rest of
// the init expects them (the scanner's stdin, stdout and stderr onto 0, 1
// and 2, the executable onto initExeFD, the control socket onto
// initCtlFD) and decodes the spec. The init closes the socket once the
// scanner started (or could not), which tells the worker its start is
// over.
func receiveRun(fd int) (*Spec, error) {
	b, fds, err := receiveMsg(fd)
	if err != nil {
		return nil, err
	}
	if err := unix.Shutdown(fd, unix.SHUT_RD); err != nil {
		for _, f := range fds {
			unix.Close(f)
		}
		return nil, fmt.Errorf("receiving the run: %w", err)
	}
	if len(fds) != 4 && len(fds) != 5 {
		for _, f := range fds {
			unix.Close(f)
		}
		return nil, fmt.Errorf("receiving the run: %d descriptors", len(fds))
	}
	targets := []int{0, 1, 2, initExeFD, initCtlFD}
	for i, from := range fds {
		flags := 0
		if i > 2 {
			flags = unix.O_CLOEXEC
		}
		if err := unix.Dup3(from, targets[i], flags); err != nil {
			return nil, fmt.Errorf("receiving the run: %w", err)
		}
		unix.Close(from)
	}
	return decodeSpec(b)
}

// receiveMsg reads one message of sendMsg: its body and descriptors
// (close-on-exec). It returns errNoRun at end of file before a message.
func receiveMsg(fd int) ([]byte, []int, error) {
	var hdr [HandoffHeaderBytes]byte
	oob := make([]byte, unix.CmsgSpace(5*4))
	var n, oobn int
	var err error
	for {
		n, oobn, _, _, err = unix.Recvmsg(fd, hdr[:], oob, unix.MSG_CMSG_CLOEXEC)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		return nil, nil, fmt.Errorf("receiving from the worker: %w", err)
	}
	if n == 0 {
		return nil, nil, errNoRun
	}
	var fds []int
	if oobn > 0 {
		cmsgs, err := unix.ParseSocketControlMessage(oob[:oobn])
		if err != nil {
			return nil, nil, fmt.Errorf("receiving from the worker: %w", err)
		}
		for i := range cmsgs {
			f, err := unix.ParseUnixRights(&cmsgs[i])
			if err != nil {
				return nil, nil, fmt.Errorf("receiving from the worker: %w", err)
			}
			fds = append(fds, f...)
		}
	}
	fail := func(err error) ([]byte, []int, error) {
		for _, f := range fds {
			unix.Close(f)
		}
		return nil, nil, err
	}
	if n < HandoffHeaderBytes {
		if _, err := io.ReadFull(FDReader(fd), hdr[n:]); err != nil {
			return fail(fmt.Errorf("receiving from the worker: %w", err))
		}
	}
	size, nfds := binary.LittleEndian.Uint32(hdr[:]), binary.LittleEndian.Uint32(hdr[4:])
	if int(nfds) != len(fds) {
		return fail(fmt.Errorf("receiving from the worker: %d descriptors, the header says %d", len(fds), nfds))
	}
	if size == 0 || size > MaxSpecBytes {
		return fail(fmt.Errorf("receiving from the worker: a message of %d bytes (at most %d)", size, MaxSpecBytes))
	}
	b := make([]byte, size)
	if _, err := io.ReadFull(FDReader(fd), b); err != nil {
		return fail(fmt.Errorf("receiving from the worker: %w", err))
	}
	return b, fds, nil
}

// SendMsg sends one message on the hand-off socket, as receiveMsg reads
// it: a header (the body's length and the number of descriptors), the
// body, and fds with the first bytes.
func SendMsg(sock int, body []byte, fds []int) error {
	msg := make([]byte, HandoffHeaderBytes, HandoffHeaderBytes+len(body))
	binary.LittleEndian.PutUint32(msg, uint32(len(body)))
	binary.LittleEndian.PutUint32(msg[4:], uint32(len(fds)))
	msg = append(msg, body...)
	var rights []byte
	if len(fds) > 0 {
		rights = unix.UnixRights(fds...)
	}
	for len(msg) > 0 {
		n, err := unix.SendmsgN(sock, msg, rights, nil, unix.MSG_NOSIGNAL)
		if err == unix.EINTR {
			continue
		}
		if err != nil {
			return fmt.Errorf("handing over to the sandbox init: %w", err)
		}
		msg, rights = msg[n:], nil
	}
	return nil
}

// FDReader reads a raw descriptor with read(2).
type FDReader int

func (r FDReader) Read(b []byte) (int, error) {
	for {
		n, err := unix.Read(int(r), b)
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return 0, err
		case n == 0 && len(b) > 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

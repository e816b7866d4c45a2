// Package fsread reads the files the program is given (variants, content, progress, settings,
// saved games) without trusting what they are: only a regular file below a size cap is read, so a
// FIFO never blocks the program, /dev/zero never fills its memory and a /proc file never passes
// for a document. Every caller goes through ReadFile; engine/ stays pure and takes the bytes.
package fsread

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/belote-trainer/belote/internal/safetext"
)

// Caps, in bytes, for each kind of file (docs/trainer.md and docs/content.md state them).
const (
	VariantCap  = 64 << 10  // a variant file: a few dozen keys
	ContentCap  = 256 << 10 // a lesson or puzzle pack (the largest built-in pack is 30 KB)
	SettingsCap = 64 << 10  // settings.json: five keys
	StateCap    = 16 << 20  // progress.json and the saved games (50 finished games of 20 deals)
	InputCap    = 1 << 20   // one JSON document read whole (replay --explain), as a JSON Lines line
)

// Error is a file refused before or while reading, with the reason in words.
type Error struct {
	Path   string
	Reason string
	Err    error // the underlying error, when there is one (fs.ErrNotExist passes through)
}

func (e *Error) Error() string { return safetext.Line(e.Path + ": " + e.Reason) }

// Unwrap lets errors.Is(err, fs.ErrNotExist) and errors.Is(err, fs.ErrPermission) see through.
func (e *Error) Unwrap() error { return e.Err }

// ReadFile reads path when it is a regular file of at most limit bytes. It opens without blocking
// (O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever), checks the opened file
// itself (fstat, so the check and the read are about the same file), and reads at most limit+1
// bytes. A file whose content is longer than its stated size (/proc, /sys) is refused too.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|NonBlock, 0)
	if err != nil {
		return nil, &Error{Path: path, Reason: openReason(err), Err: err}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, &Error{Path: path, Reason: err.Error(), Err: err}
	}
	if kind := notRegular(st.Mode()); kind != "" {
		return nil, &Error{Path: path, Reason: "is " + kind + ", not a regular file"}
	}
	if st.Size() > limit {
		return nil, tooLarge(path, st.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, &Error{Path: path, Reason: "read error: " + err.Error(), Err: err}
	}
	if int64(len(data)) > st.Size() {
		return nil, &Error{Path: path, Reason: fmt.Sprintf("holds more than its stated size of %d bytes (a /proc or /sys file?), not a regular file", st.Size())}
	}
	return data, nil
}

func tooLarge(path string, size, limit int64) error {
	return &Error{Path: path, Reason: fmt.Sprintf("too large (%s; the limit is %s)", bytes(size), bytes(limit))}
}

// bytes writes a size for people: "1.5 MiB", "300 bytes".
func bytes(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

func openReason(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// notRegular names what a non-regular file is ("a directory", "a FIFO"), "" for a regular file.
func notRegular(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO (named pipe)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "not an ordinary file (" + m.Type().String() + ")"
}

// IsNotExist reports whether err says the file is not there (and nothing else).
func IsNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// ReadAll reads r (standard input) to its end, refusing more than limit bytes: `< /dev/zero`
// ends with an error instead of filling the memory.
func ReadAll(name string, r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, &Error{Path: name, Reason: "read error: " + err.Error(), Err: err}
	}
	if int64(len(data)) > limit {
		return nil, &Error{Path: name, Reason: fmt.Sprintf("more than %s", bytes(limit))}
	}
	return data, nil
}

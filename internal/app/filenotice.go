package app

import (
	"errors"

	"github.com/belote-trainer/belote/internal/store/progress"
)

// FileNotice says in the learner's language what became of one of the trainer's files ("progress",
// "settings" or "practice"): set aside as not one of ours, left alone because it cannot be read or
// is from a newer version, or without a place because HOME is not set. Any other error is a save
// that failed.
func FileNotice(l Lang, file string, err error) string {
	var dmg *progress.Damaged
	var ro *progress.ReadOnlyError
	switch {
	case errors.As(err, &dmg):
		return T(l, file+".damaged", "path", dmg.Aside, "err", dmg.Err)
	case errors.Is(err, progress.ErrNoHome):
		return T(l, file+".nohome")
	case errors.As(err, &ro) && ro.Newer > 0:
		return T(l, file+".newer", "path", ro.Path, "version", ro.Newer)
	case errors.As(err, &ro):
		return T(l, file+".readonly", "err", ro.Err)
	}
	return T(l, file+".unsaved", "err", err)
}

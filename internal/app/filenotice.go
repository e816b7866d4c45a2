package app

import (
	"errors"

	"github.com/belote-trainer/belote/internal/store/progress"
)

// FileNotice says in the learner's language what became of one of the trainer's files (ProgressFile,
// SettingsFile or PracticeFile): set aside as not one of ours, left alone because it cannot be read or
// is from a newer version, or without a place because HOME is not set. Any other error is a save
// that failed.
func FileNotice(l Lang, file File, err error) string {
	var dmg *progress.Damaged
	var ro *progress.ReadOnlyError
	switch {
	case errors.As(err, &dmg):
		return T(l, file.damaged, "path", dmg.Aside, "err", dmg.Err)
	case errors.Is(err, progress.ErrNoHome):
		return T(l, file.noHome)
	case errors.As(err, &ro) && ro.Newer > 0:
		return T(l, file.newer, "path", ro.Path, "version", ro.Newer)
	case errors.As(err, &ro):
		return T(l, file.readOnly, "err", ro.Err)
	}
	return T(l, file.unsaved, "err", err)
}

// File is one of the trainer's files, as FileNotice words what became of it: the messages about it.
type File struct{ damaged, noHome, newer, readOnly, unsaved Key }

// The trainer's files. The practice files live beside the progress file (NewPracticeFiles), so
// the progress's notice says when there is no place for them.
var (
	ProgressFile = File{"progress.damaged", "progress.nohome", "progress.newer", "progress.readonly", "progress.unsaved"}
	SettingsFile = File{"settings.damaged", "settings.nohome", "settings.newer", "settings.readonly", "settings.unsaved"}
	PracticeFile = File{"practice.damaged", "progress.nohome", "practice.newer", "practice.readonly", "practice.unsaved"}
)
